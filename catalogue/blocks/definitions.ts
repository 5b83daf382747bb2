import type { BlockDefinition } from './defineBlock.ts'
import { blockLinkDefinition } from './generic/block-link/definition.ts'
import { heroDefinition } from './generic/hero/definition.ts'
import { imageDefinition } from './global/image/definition.ts'
import { introDefinition } from './global/intro/definition.ts'
import { tableDefinition } from './global/table/definition.ts'
import { youtubeDefinition } from './global/youtube/definition.ts'

/**
 * Every block, by its component name. Explicit on purpose: a block exists when it is listed here, not
 * when some module happens to be imported. `components.ts` lists the same names with their React code.
 */
export const blockDefinitions = {
  GenericHero: heroDefinition,
  GenericBlockLink: blockLinkDefinition,
  GlobalIntro: introDefinition,
  GlobalImage: imageDefinition,
  GlobalTable: tableDefinition,
  GlobalYoutube: youtubeDefinition,
} as const

export type ComponentName = keyof typeof blockDefinitions

export class SliceConfigurationError extends Error {
  override name = 'SliceConfigurationError'
}

export function getBlockDefinition(component: string): BlockDefinition {
  const definition = (blockDefinitions as Record<string, BlockDefinition>)[component]
  if (!definition) throw new SliceConfigurationError(`Slice configuration not found for component: ${component}`)
  return definition
}

export function listBlockDefinitions(): BlockDefinition[] {
  return Object.values(blockDefinitions) as BlockDefinition[]
}
