import type { RouteMiddleware } from './RouteMiddleware.ts'

export const draftAlertMessage = 'This page belongs to a draft release: your changes are saved, but not live until the release is published.'

/** Leaving a page of a draft release says so once per navigation; it does not stop the navigation. */
export const draftAlert: RouteMiddleware = {
  name: 'draft-alert',
  run({ editor, from, to, alert }) {
    if (editor.releaseStatus === 'draft' && from && from.pathname !== to.pathname) alert(draftAlertMessage)
    return undefined
  },
}
