import { z } from 'zod'

type Json = Record<string, unknown>

/** Where a named schema lives in the document; every `$ref` the generator writes points here. */
export const componentRef = (name: string) => `#/components/schemas/${name}`

const options = { unrepresentable: 'any', cycles: 'ref', reused: 'inline' } as const

function convert(named: Record<string, z.ZodType>, io: 'input' | 'output', nameOf: (id: string) => string): Record<string, Json> {
  // A registry of our own, not zod's global one: ids are the document's names, nothing else sees them.
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id })
  const { schemas } = z.toJSONSchema(registry, { ...options, io, uri: (id) => componentRef(nameOf(id)) })
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as Json
      return [nameOf(id), rest]
    }),
  )
}

const refsTo = (json: string, from: string, to: string) => json.split(`"${componentRef(from)}"`).join(`"${componentRef(to)}"`)

/**
 * The document's `components.schemas`, converted by zod from the schemas the routes parse with. Request
 * bodies are converted as zod reads them (`input`: fields with defaults may be left out); records the API
 * answers as it writes them (`output`). Schemas named in `shared` are defined once and referenced
 * (`#/components/schemas/<Name>`) wherever they are used, which is also how recursive ones (elements, menu
 * items) are written; everything else is inlined. A shared schema whose output differs from its input
 * (defaults filled in) gets a second definition, `<Name>Output`.
 */
export function schemaComponents(parts: { requests: Record<string, z.ZodType>; records: Record<string, z.ZodType>; shared: Record<string, z.ZodType> }): Record<string, Json> {
  const sharedIds = new Set(Object.keys(parts.shared))
  const input = convert({ ...parts.shared, ...parts.requests }, 'input', (id) => id)
  const outputName = (id: string) => (sharedIds.has(id) ? `${id}Output` : id)
  const output = convert({ ...parts.shared, ...parts.records }, 'output', outputName)
  for (const id of Object.keys(output)) if (id in input && !sharedIds.has(id)) throw new Error(`Schema '${id}' is named twice in the OpenAPI document`)
  // Fold each `<Name>Output` that says nothing its input does not into the input, until no more fold.
  let text = JSON.stringify(output)
  for (let folded = true; folded; ) {
    folded = false
    const current = JSON.parse(text) as Record<string, Json>
    for (const id of sharedIds) {
      const name = outputName(id)
      // Compared with its own name in place of the input's, so a recursive schema can fold too.
      if (!(name in current) || refsTo(JSON.stringify(current[name]), name, id) !== JSON.stringify(input[id])) continue
      delete current[name]
      text = refsTo(JSON.stringify(current), name, id)
      folded = true
      break
    }
  }
  return { ...input, ...(JSON.parse(text) as Record<string, Json>) }
}

/** One schema converted on its own, for parameters; it may not refer to shared definitions. */
export function inlineSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { ...options, io }) as Json
  if (JSON.stringify(rest).includes('"$ref"')) throw new Error('An inline OpenAPI schema may not refer to shared definitions')
  return rest
}

/** Query (or header) parameters from a strict object schema: one per property, required as the schema says. */
export function queryParameters(schema: z.ZodType): Json[] {
  const json = inlineSchema(schema) as { properties?: Record<string, Json>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, value]) => {
    const { description, ...rest } = value
    return { name, in: 'query', required: (json.required ?? []).includes(name), schema: rest, ...(description ? { description } : {}) }
  })
}
