import type { BlockLoaders } from '../components.ts'
import type { weddingsDefinitions } from './definitions.ts'

export const weddingsComponents: BlockLoaders<typeof weddingsDefinitions> = {
  WeddingsVenue: () => import('./venue/Component.tsx'),
  WeddingsPackages: () => import('./packages/Component.tsx'),
}
