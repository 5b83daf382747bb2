import { blockLinkDefinition } from './block-link/definition.ts'
import { heroDefinition } from './hero/definition.ts'

export const genericDefinitions = {
  GenericHero: heroDefinition,
  GenericBlockLink: blockLinkDefinition,
} as const
