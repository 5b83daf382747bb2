import { z } from 'zod'
import { checkUrl } from '../../fields/checkUrl.ts'

/**
 * A safe URL or '' (not filled in). One schema rather than a union, so a refused URL gets the reason it was
 * refused instead of a union's generic "Invalid input".
 */
export const OptionalSafeUrl = z
  .string()
  .max(2048, 'must be at most 2048 characters')
  .superRefine((raw, ctx) => {
    if (raw === '') return
    const checked = checkUrl(raw)
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: `unsafe URL: ${checked.reason}` })
  })
