import type { BlockLoaders } from '../components.ts'
import type { panamaJackDefinitions } from './definitions.ts'

export const panamaJackComponents: BlockLoaders<typeof panamaJackDefinitions> = {
  PanamaJackAlwaysIncluded: () => import('./always-included/Component.tsx'),
}
