import type { BlockLoaders } from '../components.ts'
import type { infinityLuxuryDefinitions } from './definitions.ts'

export const infinityLuxuryComponents: BlockLoaders<typeof infinityLuxuryDefinitions> = {
  InfinityLuxuryFeature: () => import('./feature/Component.tsx'),
}
