import { infinityLuxuryFeatureDefinition } from './feature/definition.ts'

export const infinityLuxuryDefinitions = {
  InfinityLuxuryFeature: infinityLuxuryFeatureDefinition,
} as const
