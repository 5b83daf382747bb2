import { z } from 'zod'
import { breakpointNames, type BreakpointName } from './breakpoints.ts'

export const Breakpoint = z.enum(breakpointNames)
export type Breakpoint = BreakpointName
