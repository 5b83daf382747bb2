import { kimptonFeatureDefinition } from './feature/definition.ts'

export const kimptonDefinitions = {
  KimptonFeature: kimptonFeatureDefinition,
} as const
