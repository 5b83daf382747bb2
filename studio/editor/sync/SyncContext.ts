import { createContext, useContext } from 'react'
import type { SyncMessage } from '../../../catalogue/sync/syncMessages.ts'

export type SyncPost = (message: SyncMessage) => void

export const SyncContext = createContext<SyncPost>(() => undefined)

export const useSyncPost = () => useContext(SyncContext)
