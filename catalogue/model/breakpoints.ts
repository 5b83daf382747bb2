import { z } from 'zod'

/** Breakpoint names in ascending order; a value set at one breakpoint applies to every larger one until overridden. */
export const breakpointNames = ['default', 'sm', 'md', 'lg', 'xl', '2xl'] as const

export const Breakpoint = z.enum(breakpointNames)
export type Breakpoint = z.infer<typeof Breakpoint>

/** Minimum viewport width in px at which each breakpoint starts. */
export const breakpointMinWidth: Readonly<Record<Breakpoint, number>> = {
  default: 0,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
}

/** The breakpoint in force at a viewport width. */
export function breakpointForWidth(width: number): Breakpoint {
  let found: Breakpoint = 'default'
  for (const name of breakpointNames) if (width >= breakpointMinWidth[name]) found = name
  return found
}
