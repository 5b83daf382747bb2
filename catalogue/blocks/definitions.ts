import type { BlockDefinition } from './defineBlock.ts'
import { agentsPortalDefinitions } from './agents-portal/definitions.ts'
import { genericDefinitions } from './generic/definitions.ts'
import { globalDefinitions } from './global/definitions.ts'
import { resortDefinitions } from './resort/definitions.ts'
import { specialsDefinitions } from './specials/definitions.ts'
import { blogsDefinitions } from './blogs/definitions.ts'
import { pressDefinitions } from './press/definitions.ts'
import { weddingsDefinitions } from './weddings/definitions.ts'
import { hyattDefinitions } from './hyatt/definitions.ts'
import { bonitaDefinitions } from './bonita/definitions.ts'
import { kimptonDefinitions } from './kimpton/definitions.ts'
import { infinityLuxuryDefinitions } from './infinity-luxury/definitions.ts'
import { panamaJackDefinitions } from './panama-jack/definitions.ts'
import { playaCaresDefinitions } from './playa-cares/definitions.ts'
import { playaCollectionDefinitions } from './playa-collection/definitions.ts'
import { collectionDefinitions } from './collection/definitions.ts'
import { sanctuaryDefinitions } from './sanctuary/definitions.ts'

/**
 * Every block, by its component name, gathered from each group folder's own explicit list. A block exists
 * when it is listed there, not when some module happens to be imported. `components.ts` mirrors this with
 * the blocks' React code.
 */
export const blockDefinitions = {
  ...agentsPortalDefinitions,
  ...genericDefinitions,
  ...globalDefinitions,
  ...resortDefinitions,
  ...specialsDefinitions,
  ...blogsDefinitions,
  ...pressDefinitions,
  ...weddingsDefinitions,
  ...hyattDefinitions,
  ...bonitaDefinitions,
  ...kimptonDefinitions,
  ...infinityLuxuryDefinitions,
  ...panamaJackDefinitions,
  ...playaCaresDefinitions,
  ...playaCollectionDefinitions,
  ...collectionDefinitions,
  ...sanctuaryDefinitions,
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
