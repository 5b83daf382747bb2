import { z } from 'zod'
import { SafeUrl } from '../../fields/safeUrl.ts'

export const Slug = z
  .string()
  .max(100, 'must be at most 100 characters')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'must be lower-case letters, digits and hyphens, such as ocean-view')

export const Locale = z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/, "must be a locale such as 'en' or 'es-MX'")

/** HTML from the rich-text editor; the content API sanitises it on every save. */
export const RichText = z.string().max(200_000, 'must be at most 200000 characters')

export const OptionalUrl = SafeUrl.optional()

/** A calendar date, YYYY-MM-DD. */
export const DateString = z.iso.date('must be a date such as 2026-12-31')
