import type { LocaleEntry } from '../../catalogue/collections/collectionSchemas.ts'
import { loadCollections } from '../../catalogue/collections/loadCollections.ts'
import { ApiError } from '../http/ApiError.ts'

/** The locales collection, read once: its file is part of the code, which does not change under a running server. */
let locales: LocaleEntry[] | undefined

export function siteLocales(): LocaleEntry[] {
  return (locales ??= loadCollections().locales)
}

/** A translation's locale must be one of the site locales (catalogue/collections/locales.json). */
export function requireSiteLocale(code: string): LocaleEntry {
  const found = siteLocales().find((l) => l.code === code)
  if (!found)
    throw new ApiError(400, `The body is not valid: locale: '${code}' is not one of the site locales (${siteLocales().map((l) => l.code).join(', ')})`, {
      issues: [{ path: 'locale', message: `must be one of ${siteLocales().map((l) => l.code).join(', ')}` }],
    })
  return found
}
