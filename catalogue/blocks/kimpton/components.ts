import type { BlockLoaders } from '../components.ts'
import type { kimptonDefinitions } from './definitions.ts'

export const kimptonComponents: BlockLoaders<typeof kimptonDefinitions> = {
  KimptonFeature: () => import('./feature/Component.tsx'),
}
