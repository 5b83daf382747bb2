import { z } from 'zod'

/** A create body (the record without id and server-set fields) and an update body (the same, tolerating what a read returned). */
export function entityBodies(schema: z.ZodObject, serverFields: string[] = []) {
  const mask = Object.fromEntries(['id', ...serverFields].map((k) => [k, true as const]))
  const create = schema.omit(mask as never).strict()
  const update = create
    .extend({
      id: z.string().optional(),
      version: z.number().int().optional(),
      created_at: z.string().optional(),
      updated_at: z.string().optional(),
      ...Object.fromEntries(serverFields.map((k) => [k, z.unknown().optional()])),
    })
    .strict()
  return { createBody: create, updateBody: update }
}
