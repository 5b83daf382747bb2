import { z } from 'zod'

export const Id = z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters')

export type IdGenerator = () => string

/** Random UUIDs from the platform's CSPRNG (Node 20 and every browser we support expose `crypto.randomUUID`). */
export const newId: IdGenerator = () => globalThis.crypto.randomUUID()
