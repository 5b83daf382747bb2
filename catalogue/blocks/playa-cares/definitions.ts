import { playaCaresCountriesDefinition } from './countries/definition.ts'
import { playaCaresStatsDefinition } from './stats/definition.ts'

export const playaCaresDefinitions = {
  PlayaCaresStats: playaCaresStatsDefinition,
  PlayaCaresCountries: playaCaresCountriesDefinition,
} as const
