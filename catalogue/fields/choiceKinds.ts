import { z } from 'zod'
import { withMeta, withQuick, type CheckboxField, type FieldMeta, type SelectField, type SelectOption } from './fieldKind.ts'

export function checkbox(opts: FieldMeta & { default?: boolean }): CheckboxField {
  return { kind: 'checkbox', schema: withQuick(z.boolean(), (v) => (typeof v === 'boolean' ? v : undefined)), default: opts.default ?? false, meta: withMeta(opts) }
}

export function select<const V extends string>(
  opts: FieldMeta & { options: readonly (SelectOption<V> | V)[]; default: NoInfer<V> },
): SelectField<V> {
  const options = opts.options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o))
  const values = options.map((o) => o.value) as [V, ...V[]]
  const known = new Set<unknown>(values)
  return {
    kind: 'select',
    schema: withQuick(z.enum(values, { error: `must be one of ${values.join(', ')}` }), (v) => (known.has(v) ? (v as V) : undefined)) as unknown as z.ZodType<V>,
    default: opts.default,
    meta: withMeta(opts),
    options,
  }
}
