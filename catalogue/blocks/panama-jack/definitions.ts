import { panamaJackAlwaysIncludedDefinition } from './always-included/definition.ts'

export const panamaJackDefinitions = {
  PanamaJackAlwaysIncluded: panamaJackAlwaysIncludedDefinition,
} as const
