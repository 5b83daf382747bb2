import { z } from 'zod'

export const ConditionOperator = z.enum([
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'greater_than',
  'less_than',
  'exists',
  'not_exists',
])

/** One test of the visitor, evaluated in the browser; keys are documented in site's condition evaluator. */
export const Condition = z
  .object({
    key: z.string().min(1, 'must not be empty').max(200),
    operator: ConditionOperator,
    value: z.union([z.string().max(500), z.number(), z.boolean()]).optional(),
  })
  .strict()
export type Condition = z.infer<typeof Condition>

export const ConditionsSettings = z
  .object({
    type: z.enum(['and', 'or']).default('and'),
    conditions: z.array(Condition).max(50).default([]),
  })
  .strict()
export type ConditionsSettings = z.infer<typeof ConditionsSettings>
