import { z } from 'zod'
import { withMeta, withQuick, type FieldMeta, type NumberField } from './fieldKind.ts'

export function number(opts: FieldMeta & { default: number; min?: number; max?: number; step?: number }): NumberField {
  const { min, max, step } = opts
  let schema = z.number({ error: 'must be a number' }).refine(Number.isFinite, 'must be a finite number')
  if (min !== undefined) schema = schema.refine((n) => n >= min, `must be at least ${min}`)
  if (max !== undefined) schema = schema.refine((n) => n <= max, `must be at most ${max}`)
  if (step !== undefined) {
    // Compare in whole steps with a tolerance: 0.07 / 0.01 is 7.000000000000001 in binary floating point.
    const base = min ?? 0
    schema = schema.refine((n) => {
      const steps = (n - base) / step
      return Math.abs(steps - Math.round(steps)) < 1e-9
    }, `must be a multiple of ${step}`)
  }
  // The refinements above without zod (see withQuick).
  const inStep = (n: number) => step === undefined || Math.abs((n - (min ?? 0)) / step - Math.round((n - (min ?? 0)) / step)) < 1e-9
  const quick = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && (min === undefined || n >= min) && (max === undefined || n <= max) && inStep(n) ? n : undefined)
  return {
    kind: 'number',
    schema: withQuick(schema, quick),
    default: opts.default,
    meta: withMeta(opts),
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(step !== undefined ? { step } : {}),
  }
}
