import type { z } from 'zod'

/**
 * A schema's settings as dotted paths down to the first array or value (objects are walked into, through optional,
 * default and similar wrappers); `wholes` are settings edited as one whole by one editor (a list of conditions, a
 * query), not walked into. The spec-editor audits compare these with where each setting is edited.
 */
export function schemaLeaves(schema: z.ZodType, wholes: readonly string[] = [], prefix = ''): string[] {
  if (wholes.includes(prefix)) return [prefix]
  let inner = schema as z.ZodType & { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } } }
  // Wrappers (optional, default, nullable) hold the schema as innerType; a preprocess pipe holds it as `out`.
  for (;;) {
    const def = inner._zod.def as { innerType?: z.ZodType; type: string; out?: z.ZodType }
    if (def.innerType) inner = def.innerType as typeof inner
    else if (def.type === 'pipe' && def.out) inner = def.out as typeof inner
    else break
  }
  const shape = (inner as unknown as { shape?: Record<string, z.ZodType> }).shape
  if (inner._zod.def.type !== 'object' || !shape) return [prefix]
  return Object.entries(shape).flatMap(([key, s]) => schemaLeaves(s, wholes, prefix ? `${prefix}.${key}` : key))
}
