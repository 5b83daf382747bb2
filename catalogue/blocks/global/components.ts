import type { BlockLoaders } from '../components.ts'
import type { globalDefinitions } from './definitions.ts'

export const globalComponents: BlockLoaders<typeof globalDefinitions> = {
  GlobalIntro: () => import('./intro/Component.tsx'),
  GlobalImage: () => import('./image/Component.tsx'),
  GlobalTable: () => import('./table/Component.tsx'),
  GlobalYoutube: () => import('./youtube/Component.tsx'),
}
