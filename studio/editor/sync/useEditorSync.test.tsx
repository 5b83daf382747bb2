// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Element } from '../../../catalogue/model/element.ts'
import { pageWith, slice } from '../../../catalogue/model/testing.ts'
import { decodePage, encodePage } from '../../../catalogue/sync/pageDelta.ts'
import { createSyncChannel } from '../../../catalogue/sync/syncChannel.ts'
import { previewReceiverKey, type SyncMessage } from '../../../catalogue/sync/syncMessages.ts'
import type { Page } from '../../../catalogue/model/page.ts'
import { createPageStore } from '../store/createPageStore.ts'
import { useEditorSync } from './useEditorSync.ts'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

/** An iframe of the editor's preview, recording the pages handed to it as the preview would rebuild them. */
function previewFrame(): Page[] {
  const frame = document.body.appendChild(document.createElement('iframe'))
  frame.className = 'preview__frame'
  const known = new Map<string, Element>()
  const shown: Page[] = []
  ;(frame.contentWindow as unknown as Record<string, unknown>)[previewReceiverKey] = {
    receive: (m: SyncMessage) => {
      if (m.type !== 'page') return
      const page = decodePage(m.page, known)
      if (page) shown.push(page)
    },
  }
  return shown
}

const title = (p: Page | undefined) => p?.elements[0]?.fields.find((f) => f.name === 'title')?.value

describe('useEditorSync', () => {
  it("hands this window's previews the edits made in another window, and its own", async () => {
    const page = pageWith([slice('a', { component: 'GlobalIntro' }), slice('b')])
    const store = createPageStore(page, 1)
    const shown = previewFrame()
    const other = createSyncChannel<SyncMessage>({ adminId: 'other-window' })
    renderHook(() => useEditorSync(store, undefined, () => undefined))
    const theirs = { ...page, elements: [{ ...page.elements[0]!, fields: [{ name: 'title', enabled: true, value: 'Their title', properties: {} }] }, page.elements[1]!] } as Page
    other.post({ type: 'page', pageId: page.id, page: encodePage(theirs, new Map()) })
    await waitFor(() => expect(title(store.getState().history.present)).toBe('Their title'))
    // Shown in this window's preview, as part of this window's own sequence of pages.
    expect(title(shown.at(-1))).toBe('Their title')
    store.getState().edit('setValue', 'a', 'title', 'Mine')
    expect(title(shown.at(-1))).toBe('Mine')
    // Handed over as the store holds it: an unchanged element is the very same object.
    expect(shown.at(-1)!.elements[1]).toBe(store.getState().history.present.elements[1])
    other.close()
  })
})
