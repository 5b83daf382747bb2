import { bonitaFeatureDefinition } from './feature/definition.ts'

export const bonitaDefinitions = {
  BonitaFeature: bonitaFeatureDefinition,
} as const
