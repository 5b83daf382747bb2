import type { ReactNode } from 'react'
import { z } from 'zod'
import type { AnyField, ImageSize, MediaField } from '../fields/fieldKind.ts'
import type { Breakpoint } from '../model/breakpointSchema.ts'
import type { ModelQuery } from '../model/element.ts'
import type { LayoutId } from '../layouts/layouts.ts'

/** Brand and purpose groups of the block picker. */
export const blockGroups = [
  'agents-portal',
  'generic',
  'global',
  'collection',
  'sanctuary',
  'cancun',
  'family',
  'boutique',
  'hyatt',
  'bonita',
  'kimpton',
  'infinity-luxury',
  'panama-jack',
  'playa-cares',
  'playa-collection',
  'resort',
  'weddings',
  'blogs',
  'specials',
  'press',
] as const
export type BlockGroup = (typeof blockGroups)[number]

/** Each group as the block picker names it: by brand or purpose, in editors' words. */
export const blockGroupLabels: Readonly<Record<BlockGroup, string>> = {
  'agents-portal': 'Travel agent portal',
  generic: 'Basic blocks',
  global: 'Shared by every brand',
  collection: 'Collection cards and stories',
  sanctuary: 'Sanctuary',
  cancun: 'Cancún',
  family: 'Family resorts',
  boutique: 'Boutique',
  hyatt: 'Hyatt',
  bonita: 'Bonita',
  kimpton: 'Kimpton',
  'infinity-luxury': 'Infinity Luxury',
  'panama-jack': 'Panama Jack',
  'playa-cares': 'Playa Cares',
  'playa-collection': 'Playa Collection',
  resort: 'Resort pages',
  weddings: 'Weddings',
  blogs: 'Blog',
  specials: 'Special offers',
  press: 'Press',
}

export type FieldMap = Record<string, AnyField>
export type ValuesOf<F extends FieldMap> = { [K in keyof F]: F[K]['default'] }

export interface SlotDefinition {
  name: string
  label?: string
  /** Components this slot accepts; omitted: any. */
  allows?: readonly string[]
}

export interface BlockTemplate<F extends FieldMap> {
  label: string
  values: Partial<ValuesOf<F>>
}

export interface BlockInput<F extends FieldMap> {
  /** The editor-facing label. */
  name: string
  /** Unique registry key stored in each slice's `component`. */
  component: string
  group: BlockGroup
  /** Layouts this block may be placed in; '*' means all. */
  layouts: readonly ('*' | LayoutId)[]
  tags?: readonly string[]
  description: string
  fields: F
  slots?: readonly SlotDefinition[]
  templates?: readonly BlockTemplate<F>[]
  deprecated?: boolean
  /** Database-backed: the build loads its records (for example specials) before rendering. */
  database?: boolean
  /** Whether the block has client behaviour; static blocks never ship their code to the browser. */
  interactive?: boolean
  /**
   * The record models whose records the block shows as a list when it is turned into a query (its `data` is then
   * the query's records, as stored); omitted: the block renders no query, and the studio does not offer one.
   */
  queryModels?: readonly ModelQuery['model'][]
}

export interface BlockDefinition<F extends FieldMap = FieldMap> extends Required<Omit<BlockInput<F>, 'deprecated' | 'database' | 'interactive'>> {
  deprecated: boolean
  database: boolean
  interactive: boolean
  /** Generated screenshot of the block's first template, shown in the studio's picker. */
  preview: string
  /** Parses a complete set of values; missing values take their defaults. */
  valuesSchema: z.ZodType<ValuesOf<F>>
  defaults: ValuesOf<F>
  /** Per-breakpoint image sizes of each media field. */
  imageSizes: Record<string, Partial<Record<Breakpoint, ImageSize>>>
}

export function defineBlock<const F extends FieldMap>(input: BlockInput<F>): BlockDefinition<F> {
  const shape: Record<string, z.ZodType> = {}
  const defaults: Record<string, unknown> = {}
  const imageSizes: Record<string, Partial<Record<Breakpoint, ImageSize>>> = {}
  for (const [name, field] of Object.entries(input.fields)) {
    shape[name] = (field.schema as z.ZodType).default(field.default as never)
    defaults[name] = field.default
    if (field.kind === 'media') imageSizes[name] = (field as MediaField).sizes
  }
  return {
    tags: [],
    slots: [],
    templates: [],
    queryModels: [],
    ...input,
    deprecated: input.deprecated ?? false,
    database: input.database ?? false,
    interactive: input.interactive ?? false,
    preview: `/voix/previews/${input.component}.png`,
    valuesSchema: z.object(shape).strict() as unknown as z.ZodType<ValuesOf<F>>,
    defaults: defaults as ValuesOf<F>,
    imageSizes,
  }
}

/** Spread onto the DOM node that shows a field, so its per-breakpoint properties style it. */
export type FieldAttrs = { 'data-vf'?: string }

export interface BlockProps<F extends FieldMap> {
  values: ValuesOf<F>
  /** Element id and optional DOM id of the placed slice. */
  id: string
  slots: Record<string, ReactNode>
  field: (name: keyof F & string) => FieldAttrs
  /** Records of a database-backed block, resolved at build time. */
  data?: unknown
}

export type BlockComponent<D> = D extends BlockDefinition<infer F> ? (props: BlockProps<F>) => ReactNode : never
