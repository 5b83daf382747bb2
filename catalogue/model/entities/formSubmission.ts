import { z } from 'zod'

/** The forms the site's blocks submit to `POST /api/forms/{name}`; the API keeps a field schema for each. */
export const formNames = ['anniversary-sweepstakes', 'sign-up', 'id-verification'] as const
export type FormName = (typeof formNames)[number]

/** One stored form submission, as `GET /api/forms/submissions` lists it (each form's fields are checked on the way in). */
export const FormSubmission = z
  .object({
    id: z.string(),
    form: z.string(),
    site_id: z.string().nullable(),
    page: z.string(),
    data: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  })
  .strict()
export type FormSubmission = z.infer<typeof FormSubmission>
