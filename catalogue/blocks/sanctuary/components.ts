import type { BlockLoaders } from '../components.ts'
import type { sanctuaryDefinitions } from './definitions.ts'

export const sanctuaryComponents: BlockLoaders<typeof sanctuaryDefinitions> = {
  SanctuaryRainbowBar: () => import('./rainbow-bar/Component.tsx'),
  SanctuaryFeathersDivider: () => import('./feathers-divider/Component.tsx'),
}
