import { z } from 'zod'
import { Id } from '../ids.ts'

const Code = z.string().max(40).regex(/^[A-Za-z0-9_-]*$/, 'must be letters, digits, - and _')

/**
 * When a visitor arrives with `?code=<code>` (from a campaign link), the booking widgets pre-fill these
 * promo, coupon, rate and group codes for the listed resorts until `endsAt`.
 */
export const BookingCodeTrigger = z
  .object({
    id: Id,
    site_id: Id.nullable().default(null),
    code: Code.min(1, 'must not be empty'),
    description: z.string().max(500).default(''),
    resort_ids: z.array(Id).max(100).default([]),
    promo: Code.default(''),
    coupon: Code.default(''),
    rate: Code.default(''),
    group: Code.default(''),
    startsAt: z.iso.datetime().nullable().default(null),
    endsAt: z.iso.datetime().nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .strict()
export type BookingCodeTrigger = z.infer<typeof BookingCodeTrigger>
