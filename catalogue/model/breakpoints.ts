// Kept free of zod: the public site's browser bundle uses it. The schema is in breakpointSchema.ts.

/** Breakpoint names in ascending order; a value set at one breakpoint applies to every larger one until overridden. */
export const breakpointNames = ['default', 'sm', 'md', 'lg', 'xl', '2xl'] as const
export type BreakpointName = (typeof breakpointNames)[number]

/** Minimum viewport width in px at which each breakpoint starts. */
export const breakpointMinWidth: Readonly<Record<BreakpointName, number>> = {
  default: 0,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
}

/** The breakpoint in force at a viewport width. */
export function breakpointForWidth(width: number): BreakpointName {
  let found: BreakpointName = 'default'
  for (const name of breakpointNames) if (width >= breakpointMinWidth[name]) found = name
  return found
}

/** Entries sorted from the smallest breakpoint to the widest: the one order a min-width cascade is right in. */
export function inBreakpointOrder<T extends { breakpoint: BreakpointName }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => breakpointMinWidth[a.breakpoint] - breakpointMinWidth[b.breakpoint])
}

/**
 * What editors call each breakpoint: the kind of screen it starts at. The stored names (default, sm, md…) stay
 * as they are; these are only ever shown.
 */
export const breakpointLabels: Readonly<Record<BreakpointName, string>> = {
  default: 'Phone',
  sm: 'Large phone',
  md: 'Tablet',
  lg: 'Laptop',
  xl: 'Desktop',
  '2xl': 'Wide',
}
