import { z } from 'zod'
import { Id } from '../ids.ts'
import { DateString, OptionalUrl, RichText, Slug } from './common.ts'

/** A special offer; database-backed specials blocks show these. */
export const Special = z
  .object({
    id: Id,
    site_id: Id.nullable().default(null),
    resort_ids: z.array(Id).max(100).default([]),
    title: z.string().min(1, 'must not be empty').max(300),
    subtitle: z.string().max(300).default(''),
    content: RichText.default(''),
    terms: RichText.default(''),
    percentOff: z.number().int().min(0).max(100).nullable().default(null),
    extraSavings: z.string().max(200).default(''),
    endDate: DateString.nullable().default(null),
    prettyEndDate: z.string().max(100).default(''),
    hideBookNow: z.boolean().default(false),
    /** Where Book now leads (the booking page for this offer); without one the offer shows no Book now button. */
    bookingLink: OptionalUrl,
    image: OptionalUrl,
    imageAlt: z.string().max(500).default(''),
    resortLogo: OptionalUrl,
    slug: Slug,
    html_id: z.string().regex(/^$|^[A-Za-z][\w-]*$/, 'must start with a letter and hold only letters, digits, - and _').max(100).default(''),
    bgsvg: OptionalUrl,
  })
  .strict()
export type Special = z.infer<typeof Special>
