import type { BlockLoaders } from '../components.ts'
import type { playaCollectionDefinitions } from './definitions.ts'

export const playaCollectionComponents: BlockLoaders<typeof playaCollectionDefinitions> = {
  PlayaCollectionFeature: () => import('./feature/Component.tsx'),
}
