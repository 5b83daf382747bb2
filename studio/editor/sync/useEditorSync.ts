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
    // The page last seen on the channel, for deltas both ways: every window's map holds the same page.
    const wire = new Map<string, Element>()
    // What this window's own previews were last handed: they follow this window's store and nothing else, so
    // what they show never depends on how messages from several windows happened to interleave.
    const handed = new Map<string, Element>()
    let received: unknown = null
    // Edits seen, a Lamport clock: a copy sent before an edit it had not yet seen carries a lower count. Equal
    // counts are concurrent edits (or the same copy); the higher admin id wins, the same way in every window.
    let clock = 0
    // Until it edits or takes a copy, a window that just opened takes whatever copy answers its hello.
    let fresh = true
    const pageMessage = (map: Map<string, Element>, full: boolean): SyncMessage => {
      const s = store.getState()
      if (full) map.clear()
      return { type: 'page', pageId, page: encodePage(s.history.present, map), site, selected: s.admin.selectedElements, clock }
    }
    const handToPreviews = (full: boolean) => {
      const frames = document.querySelectorAll<HTMLIFrameElement>('iframe.preview__frame')
      if (frames.length === 0) return
      const m = pageMessage(handed, full)
      // Same origin, so their window is reachable: they get it at once, in this task.
      for (const frame of frames) {
        try {
          ;(frame.contentWindow as unknown as Record<string, PreviewReceiver | undefined> | null)?.[previewReceiverKey]?.receive(m, windowAdminId)
        } catch (error) {
          console.error('The preview could not take the page', error)
        }
      }
    }
    const send = (full: boolean) => {
      channel.post(pageMessage(wire, full))
      handToPreviews(full)
    }
    // A window that opens asks for the page rather than pushing its freshly loaded copy over others' edits.
    channel.post({ type: 'hello', pageId })
    const unsubscribeStore = store.subscribe((state, previous) => {
      const changed = state.history.present !== previous.history.present
      // Another window's change is not sent back out, but this window's previews show it.
      if (changed && state.history.present === received) handToPreviews(false)
      else {
        if (changed) {
          clock++
          fresh = false
        }
        if (changed || state.admin.selectedElements !== previous.admin.selectedElements) send(false)
      }
    })
    const unsubscribeChannel = channel.subscribe((message, from) => {
      if (message.pageId !== pageId) return
      const s = store.getState()
      switch (message.type) {
        case 'hello':
          return send(true)
        case 'page': {
          // Decoded even when older: the channel's copy (the base of the next delta) is what was sent.
          const page = decodePage(message.page, wire)
          if (!page) return channel.post({ type: 'hello', pageId })
          const theirs = message.clock ?? 0
          if (!fresh && (theirs < clock || (theirs === clock && from < windowAdminId))) return
          fresh = false
          clock = theirs
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
