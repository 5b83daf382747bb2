import { useEffect, useMemo } from 'react'
import type { Element } from '../../../catalogue/model/element.ts'
import { addField } from '../../../catalogue/model/operations/index.ts'
import { decodePage, encodePage } from '../../../catalogue/sync/pageDelta.ts'
import { createSyncChannel, type SyncChannel } from '../../../catalogue/sync/syncChannel.ts'
import { previewReceiverKey, type PreviewReceiver, type PreviewSite, type SyncMessage } from '../../../catalogue/sync/syncMessages.ts'
import type { PageStore } from '../store/createPageStore.ts'
import type { SyncPost } from './SyncContext.ts'

/** One admin id per window (platform.md §3, studio sync state). */
export const windowAdminId = globalThis.crypto.randomUUID()

export interface EditorSync {
  post: SyncPost
  channel: SyncChannel<SyncMessage>
}

/**
 * Keeps this window's copy of the page, the other windows editing it and its previews in step: every edit
 * goes out as a delta of the changed top-level elements, and what others send comes in without an undo step.
 */
export function useEditorSync(store: PageStore, site: PreviewSite | undefined, onSelect: (message: Extract<SyncMessage, { type: 'select' }>) => void): EditorSync {
  const channel = useMemo(() => createSyncChannel<SyncMessage>({ adminId: windowAdminId }), [])
  useEffect(() => () => channel.close(), [channel])
  const pageId = store.getState().pageId
  useEffect(() => {
    // One map for both directions: every window's map holds the last page seen on the wire.
    const wire = new Map<string, Element>()
    let received: unknown = null
    const send = (full: boolean) => {
      const s = store.getState()
      if (full) wire.clear()
      const message: SyncMessage = { type: 'page', pageId, page: encodePage(s.history.present, wire), site, selected: s.admin.selectedElements }
      channel.post(message)
      // This window's own previews get it at once, in this task (same origin, so their window is reachable).
      for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe.preview__frame')) {
        try {
          ;(frame.contentWindow as unknown as Record<string, PreviewReceiver | undefined> | null)?.[previewReceiverKey]?.receive(message, windowAdminId)
        } catch (error) {
          console.error('The preview could not take the page', error)
        }
      }
    }
    // A window that opens asks for the page rather than pushing its freshly loaded copy over others' edits.
    channel.post({ type: 'hello', pageId })
    const unsubscribeStore = store.subscribe((state, previous) => {
      const changed = state.history.present !== previous.history.present
      if (changed && state.history.present === received) return
      if (changed || state.admin.selectedElements !== previous.admin.selectedElements) send(false)
    })
    const unsubscribeChannel = channel.subscribe((message) => {
      if (message.pageId !== pageId) return
      const s = store.getState()
      switch (message.type) {
        case 'hello':
          return send(true)
        case 'page': {
          const page = decodePage(message.page, wire)
          if (!page) return channel.post({ type: 'hello', pageId })
          received = page
          return s.receive(page)
        }
        case 'fieldAdded': {
          const next = addField(s.history.present, message.elementId, message.field)
          if (next !== s.history.present) {
            received = next
            s.receive(next)
          }
          return
        }
        case 'isSaving':
          return s.setSavingElsewhere(message.isSaving)
        case 'saved':
          return s.markSaved(message.page, message.version)
        case 'select':
          return onSelect(message)
      }
    })
    return () => {
      unsubscribeStore()
      unsubscribeChannel()
    }
  }, [channel, store, pageId, site, onSelect])
  return useMemo(() => ({ post: (m: SyncMessage) => channel.post(m), channel }), [channel])
}
