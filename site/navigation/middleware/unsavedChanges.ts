import type { RouteMiddleware } from './RouteMiddleware.ts'

export const unsavedChangesMessage = 'You have some unsaved changes. Are you sure you want to leave?'

/** Leaving a page the studio is editing, with changes not saved, asks first. */
export const unsavedChanges: RouteMiddleware = {
  name: 'unsaved-changes',
  run({ editor, from, to, confirm }) {
    if (!editor.dirty || !from || from.pathname === to.pathname) return undefined
    return confirm(unsavedChangesMessage) ? undefined : false
  },
}
