import { useEffect } from 'react'
import type { PageStore } from '../store/createPageStore.ts'
import { copyBlocks, pasteBlocks } from './clipboardCommands.ts'

/**
 * Whether a copy or paste key belongs to what has the focus rather than to the blocks: a text box, rich text, a
 * list box, an open dialog (the media library, the block picker), or text selected in the studio.
 */
export function keyBelongsElsewhere(target: EventTarget | null): boolean {
  const el = target instanceof HTMLElement ? target : null
  if (el?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"]), dialog, [role="dialog"]')) return true
  const selection = typeof window === 'undefined' ? null : window.getSelection()
  return Boolean(selection && !selection.isCollapsed && selection.toString().trim())
}

/** Ctrl/Cmd+C copies the selected blocks and Ctrl/Cmd+V pastes blocks after them, wherever the focus is not taking text. */
export function useClipboardShortcuts(store: PageStore): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
      const key = event.key.toLowerCase()
      if (key !== 'c' && key !== 'v') return
      if (keyBelongsElsewhere(event.target)) return
      if (key === 'c') {
        if (!store.getState().admin.selectedElements.length) return
        void copyBlocks(store)
      } else void pasteBlocks(store)
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store])
}
