import { z } from 'zod'

/**
 * The record API's shapes (content-api/entities/), shared by the API and the studio's client: a record as the
 * API answers it, a page of a list, the list's query, what uses a record, and an error answer.
 */

/** What the API adds to every stored record (entityStore `present`). */
export const storedFields = { version: z.number().int(), created_at: z.string(), updated_at: z.string() }

/** A record as read: its document plus version and timestamps. Loose: write-only and server-set fields pass through. */
export const storedRecord = <S extends z.ZodObject>(schema: S) => schema.extend(storedFields).loose()

/** One page of a list. */
export const recordPage = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() })

/** The paging, sorting and search every record list takes (filters are per entity, by its filterable fields). */
export const RecordListQuery = z.object({
  limit: z.number().int().min(1).max(500).optional(),
  offset: z.number().int().min(0).optional(),
  sort: z.string().max(100).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  q: z.string().max(200).optional(),
})
export type RecordListQuery = z.infer<typeof RecordListQuery>

export const Dependent = z.object({ entity: z.string(), id: z.string(), label: z.string() })
export type Dependent = z.infer<typeof Dependent>
export const Dependents = z.object({ items: z.array(Dependent) })

/** An error answer: a sentence, and per bad field its path and message (content-api/http/ApiError.ts). */
export const ErrorAnswer = z.object({
  error: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  current: z.unknown().optional(),
})
export type ErrorAnswer = z.infer<typeof ErrorAnswer>
