import { breakpointNames, type BreakpointName } from '../../../catalogue/model/breakpoints.ts'
import type { FieldProperty } from '../../../catalogue/model/field.ts'

export type PropertyKey = Exclude<keyof FieldProperty, 'breakpoint'>
export const propertyKeys: PropertyKey[] = ['font', 'fontSize', 'fontWeight', 'letterSpacing', 'lineHeight', 'textAlign', 'columns']

/** The value a breakpoint inherits for a property: the nearest smaller breakpoint that sets it. */
export function inheritedProperty(properties: readonly FieldProperty[], breakpoint: BreakpointName, key: PropertyKey): { value: FieldProperty[PropertyKey]; from: BreakpointName } | undefined {
  const below = breakpointNames.slice(0, breakpointNames.indexOf(breakpoint)).reverse()
  for (const name of below) {
    const value = properties.find((p) => p.breakpoint === name)?.[key]
    if (value !== undefined) return { value, from: name }
  }
  return undefined
}
