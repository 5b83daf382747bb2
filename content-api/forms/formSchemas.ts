import { z } from 'zod'
import type { FormName } from '../../catalogue/model/entities/formSubmission.ts'

const name = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters')
const email = z.email('must be an email address such as name@example.com').max(254, 'must be at most 254 characters')
/** Booking codes travel on to the booking engine: letters, digits, - and _ only, or empty. */
const code = z.string().trim().max(40, 'must be at most 40 characters').regex(/^[A-Za-z0-9_-]*$/, 'must be letters, digits, - and _ only').default('')

/** Every form the site's blocks submit, by the name in `POST /api/forms/{name}`; each body's fields are parsed with its schema. */
export const formSchemas = {
  'anniversary-sweepstakes': z
    .object({
      resort: z.string().trim().min(1, 'must name the resort').max(200),
      firstName: name,
      lastName: name,
      email,
      anniversary: z.iso.date({ error: 'must be a date such as 2026-06-30' }),
      consent: z.literal(true, { error: 'must be accepted to enter the sweepstakes' }),
    })
    .strict(),
  'sign-up': z
    .object({
      formId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the form id: 1 to 64 letters, digits, - and _'),
      email,
      firstName: z.string().trim().max(100, 'must be at most 100 characters').default(''),
    })
    .strict(),
  'id-verification': z
    .object({
      firstName: name,
      lastName: name,
      email,
      idType: z.enum(['iata', 'clia', 'arc', 'tids', 'government'], { error: 'must be one of iata, clia, arc, tids, government' }),
      idNumber: z.string().trim().regex(/^[A-Za-z0-9-]{4,20}$/, 'must be 4 to 20 letters, digits or -'),
      promo: code,
      coupon: code,
      rate: code,
      group: code,
    })
    .strict(),
} as const satisfies Record<FormName, z.ZodType>
export type { FormName }

export function isFormName(name: string): name is FormName {
  return Object.hasOwn(formSchemas, name)
}

/** The body of a submission: the form's fields, and the page it was sent from. */
export function submissionBody(form: FormName) {
  return z
    .object({
      page: z.string().max(2048, 'must be at most 2048 characters').regex(/^\//, 'must be a path on this site, such as /specials').default('/'),
      fields: formSchemas[form],
    })
    .strict()
}
