import { weddingsPackagesDefinition } from './packages/definition.ts'
import { weddingsVenueDefinition } from './venue/definition.ts'

export const weddingsDefinitions = {
  WeddingsVenue: weddingsVenueDefinition,
  WeddingsPackages: weddingsPackagesDefinition,
} as const
