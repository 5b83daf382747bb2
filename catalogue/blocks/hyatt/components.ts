import type { BlockLoaders } from '../components.ts'
import type { hyattDefinitions } from './definitions.ts'

export const hyattComponents: BlockLoaders<typeof hyattDefinitions> = {
  HyattBanner: () => import('./banner/Component.tsx'),
  HyattFeature: () => import('./feature/Component.tsx'),
}
