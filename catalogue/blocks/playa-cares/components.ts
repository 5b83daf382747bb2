import type { BlockLoaders } from '../components.ts'
import type { playaCaresDefinitions } from './definitions.ts'

export const playaCaresComponents: BlockLoaders<typeof playaCaresDefinitions> = {
  PlayaCaresStats: () => import('./stats/Component.tsx'),
  PlayaCaresCountries: () => import('./countries/Component.tsx'),
}
