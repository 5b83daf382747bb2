import { hyattBannerDefinition } from './banner/definition.ts'
import { hyattFeatureDefinition } from './feature/definition.ts'

export const hyattDefinitions = {
  HyattBanner: hyattBannerDefinition,
  HyattFeature: hyattFeatureDefinition,
} as const
