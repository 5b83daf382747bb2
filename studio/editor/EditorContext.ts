import { createContext, useContext } from 'react'
import { useStore } from 'zustand'
import type { Page } from '../../catalogue/model/page.ts'
import type { EditorState, PageStore } from './store/createPageStore.ts'

export const EditorContext = createContext<PageStore | null>(null)

export function usePageStore(): PageStore {
  const store = useContext(EditorContext)
  if (!store) throw new Error('usePageStore must be used inside an open page (EditorContext)')
  return store
}

export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(usePageStore(), selector)
}

export const usePage = (): Page => useEditor((s) => s.history.present)
