import { useEffect } from 'react'
import type { PageStore } from './store/createPageStore.ts'

/** Undo and redo anywhere in the editor, except while typing in a text box (it has its own undo). */
export function useUndoShortcuts(store: PageStore): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return
      const target = event.target as HTMLElement
      if (target.closest('input, textarea, [contenteditable="true"]')) return
      const key = event.key.toLowerCase()
      if (key === 'z' && !event.shiftKey) store.getState().undo()
      else if ((key === 'z' && event.shiftKey) || key === 'y') store.getState().redo()
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store])
}
