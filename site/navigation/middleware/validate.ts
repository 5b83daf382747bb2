import { NavigationError } from '../NavigationError.ts'
import type { RouteMiddleware } from './RouteMiddleware.ts'

// The page-path rule of the catalogue (PagePath), restated without zod for the browser; a trailing slash is
// let through here for trailing-slash removal to redirect.
const pagePath = /^\/(?:[a-z0-9][a-z0-9._~-]*(?:\/[a-z0-9][a-z0-9._~-]*)*)?\/*$/

export const validate: RouteMiddleware = {
  name: 'validate',
  run({ to }) {
    let path = to.pathname
    try {
      path = decodeURIComponent(path)
    } catch {
      // keep the raw path for the message
    }
    if (!pagePath.test(to.pathname) || to.pathname.split('/').some((s) => s === '.' || s === '..'))
      throw new NavigationError(`Page Not Found: ${path}${to.search}${to.hash}`, 404, true)
    return undefined
  },
}
