import { z } from 'zod'
import { destinations, type Destination } from '../../blocks/agents-portal/shared-options.ts'
import { Id } from '../ids.ts'

/** Roles, from most to least powerful; the content API's README has the permission table. */
export const Role = z.enum(['admin', 'editor', 'reviewer', 'agent'])
export type Role = z.infer<typeof Role>

export const Email = z
  .string()
  .max(254)
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.email('must be an email address'))

export const User = z
  .object({
    id: Id,
    email: Email,
    name: z.string().min(1, 'must not be empty').max(200),
    role: Role,
    /** Site ids this user may work on; empty means every site. */
    sites: z.array(Id).max(200).default([]),
    disabled: z.boolean().default(false),
    /** Travel agents: the agency they work for, shown on their portal dashboard. */
    agency: z.string().max(200).default(''),
    /** Travel agents: the destinations they sell, which decide the specials their portal shows; empty: all. */
    markets: z
      .array(z.enum(Object.keys(destinations) as [Destination, ...Destination[]]))
      .max(10)
      .default([]),
  })
  .strict()
export type User = z.infer<typeof User>

/** Passwords are write-only: accepted on create and update, never stored or returned in the clear. */
export const Password = z.string().min(12, 'must be at least 12 characters').max(200, 'must be at most 200 characters')
