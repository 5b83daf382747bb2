import { z } from 'zod'
import { MediaValueSchema } from '../../fields/mediaField.ts'
import { Id } from '../ids.ts'
import { RichText, Slug } from './common.ts'

export const Resort = z
  .object({
    id: Id,
    site_id: Id.nullable().default(null),
    brand_id: Id.nullable().default(null),
    name: z.string().min(1, 'must not be empty').max(200),
    slug: Slug,
    country: z.string().min(1, 'must not be empty').max(100),
    city: z.string().max(100).default(''),
    /** The postal address below its name, one line per line of the envelope; pages and structured data show it. */
    address: z.string().max(300).default(''),
    /** The reservations or front-desk number guests call, as printed, e.g. '+52 998 555 0142'. */
    phone: z.string().max(40).regex(/^$|^\+?[\d ()./-]{6,40}$/, 'must be a phone number such as +52 998 555 0142').default(''),
    description: RichText.default(''),
    image: MediaValueSchema.nullable().default(null),
    adultsOnly: z.boolean().default(false),
    /** Its official star rating, 1 to 5, as search engines show it; none when unrated. */
    starRating: z.number().int('must be a whole number of stars').min(1, 'must be 1 to 5 stars').max(5, 'must be 1 to 5 stars').nullable().default(null),
    checkIn: z.string().max(40).default('3:00 p.m.'),
    checkOut: z.string().max(40).default('12:00 p.m.'),
    /** The booking engine's code for this resort. */
    bookingCode: z.string().max(40).regex(/^[A-Z0-9_-]*$/, 'must be upper-case letters, digits, - and _').default(''),
  })
  .strict()
export type Resort = z.infer<typeof Resort>
