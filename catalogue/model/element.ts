import { z } from 'zod'
import { ConditionsSettings } from './conditions.ts'
import { Field } from './field.ts'
import { Id } from './ids.ts'

export const ElementType = z.enum(['slice', 'group', 'query'])
export type ElementType = z.infer<typeof ElementType>

/** When a slice's client code runs: on load, when idle, when scrolled into view, or never (static HTML). */
export const HydrationMode = z.enum(['load', 'idle', 'visible', 'none'])
export type HydrationMode = z.infer<typeof HydrationMode>

export const XpStatus = z.enum(['approved', 'pending', 'rejected'])

/** Which records a query element draws from; the build resolves it into child elements. */
export const ModelQuery = z
  .object({
    model: z.enum(['posts', 'specials', 'resorts', 'brands', 'fact-sheets', 'pages']),
    where: z.array(z.object({ key: z.string().min(1), operator: z.string().min(1), value: z.unknown() }).strict()).default([]),
    orderBy: z.string().max(100).optional(),
    limit: z.number().int().min(1).max(200).default(12),
  })
  .strict()
export type ModelQuery = z.infer<typeof ModelQuery>

const Properties = z
  .object({
    dom_id: z
      .string()
      .regex(/^[A-Za-z][\w-]*$/, 'must start with a letter and hold only letters, digits, - and _')
      .max(100)
      .optional(),
    settings: z.array(z.object({ key: z.string().min(1).max(100), value: z.unknown() }).strict()).default([]),
  })
  .strict()

const Administration = z
  .object({
    permissions: z.array(z.string().min(1).max(100)).default([]),
    gui: z.object({ el: z.string().max(50).optional(), hydration: HydrationMode.optional() }).strict().default({}),
  })
  .strict()

const ElementShape = z
  .object({
    id: Id,
    type: ElementType,
    enabled: z.boolean().default(true),
    slot: z.string().min(1).max(100).default('default'),
    get elements(): z.ZodDefault<z.ZodArray<typeof Element>> {
      return z.array(Element).default([])
    },
    tags: z.array(z.string().min(1).max(100)).default([]),
    conditions_settings: ConditionsSettings.optional(),
    model_query: ModelQuery.optional(),
    properties: Properties.default({ settings: [] }),
    fields: z.array(Field).default([]),
    administration: Administration.default({ permissions: [], gui: {} }),
    // Slice (and query) elements only:
    component: z.string().min(1).max(100).optional(),
    xp_status: XpStatus.default('approved'),
    hydration_mode: HydrationMode.default('load'),
    label: z.string().max(200).optional(),
  })
  .strict()

/** A node of a page's element tree: a slice (one block), a group of elements, or a query (a slice fed by records). */
export const Element = ElementShape.superRefine((el, ctx) => {
  if (el.type !== 'group' && !el.component)
    ctx.addIssue({ code: 'custom', path: ['component'], message: `a ${el.type} element must name its component` })
  if (el.type === 'query' && !el.model_query)
    ctx.addIssue({ code: 'custom', path: ['model_query'], message: 'a query element must have a model_query' })
  if (el.type !== 'query' && el.model_query)
    ctx.addIssue({ code: 'custom', path: ['model_query'], message: `a ${el.type} element cannot have a model_query` })
  const names = new Set<string>()
  el.fields.forEach((f, i) => {
    if (names.has(f.name)) ctx.addIssue({ code: 'custom', path: ['fields', i, 'name'], message: `duplicate field '${f.name}'` })
    names.add(f.name)
  })
})

export type Element = z.infer<typeof ElementShape>
export type ElementInput = z.input<typeof ElementShape>
