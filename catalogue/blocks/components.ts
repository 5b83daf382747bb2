import type { ComponentType } from 'react'
import type { blockDefinitions } from './definitions.ts'
import { agentsPortalComponents } from './agents-portal/components.ts'
import { genericComponents } from './generic/components.ts'
import { globalComponents } from './global/components.ts'
import { resortComponents } from './resort/components.ts'
import { specialsComponents } from './specials/components.ts'
import { blogsComponents } from './blogs/components.ts'
import { pressComponents } from './press/components.ts'
import { weddingsComponents } from './weddings/components.ts'
import { hyattComponents } from './hyatt/components.ts'
import { bonitaComponents } from './bonita/components.ts'
import { kimptonComponents } from './kimpton/components.ts'
import { infinityLuxuryComponents } from './infinity-luxury/components.ts'
import { panamaJackComponents } from './panama-jack/components.ts'
import { playaCaresComponents } from './playa-cares/components.ts'
import { playaCollectionComponents } from './playa-collection/components.ts'
import { collectionComponents } from './collection/components.ts'
import { sanctuaryComponents } from './sanctuary/components.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BlockLoader = () => Promise<{ default: ComponentType<any> }>

/** One loader per block of a group's definitions; the type makes a missing or extra one a compile error. */
export type BlockLoaders<D> = { [K in keyof D]: BlockLoader }

/**
 * Each block's React code, loaded on demand so a page's browser bundle carries only the blocks it uses.
 * Kept apart from the definitions so the browser never loads zod schemas.
 */
export const blockComponents: BlockLoaders<typeof blockDefinitions> = {
  ...agentsPortalComponents,
  ...genericComponents,
  ...globalComponents,
  ...resortComponents,
  ...specialsComponents,
  ...blogsComponents,
  ...pressComponents,
  ...weddingsComponents,
  ...hyattComponents,
  ...bonitaComponents,
  ...kimptonComponents,
  ...infinityLuxuryComponents,
  ...panamaJackComponents,
  ...playaCaresComponents,
  ...playaCollectionComponents,
  ...collectionComponents,
  ...sanctuaryComponents,
}
