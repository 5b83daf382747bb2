// Kept free of zod: the component builds its images' sizes from these in the browser.
import type { ImageSize } from '../../../fields/fieldKind.ts'
import type { Breakpoint } from '../../../model/breakpointSchema.ts'

/** Sizes of an offer's photo; records carry a URL, the block declares how large it is shown. */
export const offerImageSizes: Partial<Record<Breakpoint, ImageSize>> = { default: { width: 640, height: 427 }, md: { width: 480, height: 320 }, xl: { width: 600, height: 400 } }

/** Resort logos sit in a fixed box and are never cropped. */
export const offerLogoSizes: Partial<Record<Breakpoint, ImageSize>> = { default: { width: 160, height: 60 } }

/** Whether an offer still runs on `today` (YYYY-MM-DD): it ends at the end of its end date; no end date runs forever. */
export function isOfferLive(endDate: string | null | undefined, today: string): boolean {
  return !endDate || endDate >= today
}
