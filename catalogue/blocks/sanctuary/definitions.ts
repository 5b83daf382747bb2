import { feathersDividerDefinition } from './feathers-divider/definition.ts'
import { rainbowBarDefinition } from './rainbow-bar/definition.ts'

export const sanctuaryDefinitions = {
  SanctuaryRainbowBar: rainbowBarDefinition,
  SanctuaryFeathersDivider: feathersDividerDefinition,
} as const
