import type { BlockLoaders } from '../components.ts'
import type { genericDefinitions } from './definitions.ts'

export const genericComponents: BlockLoaders<typeof genericDefinitions> = {
  GenericHero: () => import('./hero/Component.tsx'),
  GenericBlockLink: () => import('./block-link/Component.tsx'),
}
