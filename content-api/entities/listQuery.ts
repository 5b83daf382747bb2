import { z } from 'zod'
import type { EntityConfig } from './EntityConfig.ts'
import type { ListQuery } from './entityStore.ts'

const cache = new WeakMap<EntityConfig, z.ZodType>()

/** The strict query schema of an entity's list: paging, sorting by its sortable fields, `q`, and its filters. */
export function listQuerySchema(config: EntityConfig): z.ZodType<Omit<ListQuery, 'sites'>> {
  const cached = cache.get(config)
  if (cached) return cached as z.ZodType<Omit<ListQuery, 'sites'>>
  const columns = Object.entries(config.columns)
  const sortable = ['created_at', 'updated_at', 'id', ...columns.filter(([, c]) => c.sort).map(([name, c]) => c.field ?? name)]
  const filters = columns.filter(([, c]) => c.filter)
  const filterShape = Object.fromEntries(
    filters.map(([name, c]) => [c.field ?? name, c.type === 'boolean' ? z.enum(['true', 'false']).optional() : c.type === 'integer' ? z.string().regex(/^-?\d+$/, 'must be a whole number').optional() : z.string().max(500).optional()]),
  )
  const schema = z
    .object({
      limit: z.coerce.number().int('must be a whole number').min(1).max(500).default(50).describe('How many records to answer (a page of the list)'),
      offset: z.coerce.number().int('must be a whole number').min(0).default(0).describe('How many records to skip: the first record of the page'),
      sort: z.enum(sortable as [string, ...string[]]).optional().describe(`The field to sort by; ${config.defaultSort ? `the ${config.defaultSort} column` : 'created_at'} when omitted`),
      order: z.enum(['asc', 'desc']).default('asc').describe('Sort order'),
      q: z
        .string()
        .max(200)
        .optional()
        .describe(`Search: records whose ${config.search.join(' or ')} contains this text, ignoring case`),
      ...filterShape,
    })
    .strict()
    .transform(({ limit, offset, sort, order, q, ...rest }) => {
      const byField = new Map(columns.map(([name, c]) => [c.field ?? name, name]))
      const filterValues: Record<string, string> = {}
      for (const [field, value] of Object.entries(rest)) if (value !== undefined) filterValues[byField.get(field) ?? field] = value as string
      return { limit, offset, sort: sort === undefined ? undefined : (byField.get(sort) ?? sort), order, q, filters: filterValues }
    })
  cache.set(config, schema)
  return schema as z.ZodType<Omit<ListQuery, 'sites'>>
}
