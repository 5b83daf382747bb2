import { playaCollectionFeatureDefinition } from './feature/definition.ts'

export const playaCollectionDefinitions = {
  PlayaCollectionFeature: playaCollectionFeatureDefinition,
} as const
