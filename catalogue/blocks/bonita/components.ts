import type { BlockLoaders } from '../components.ts'
import type { bonitaDefinitions } from './definitions.ts'

export const bonitaComponents: BlockLoaders<typeof bonitaDefinitions> = {
  BonitaFeature: () => import('./feature/Component.tsx'),
}
