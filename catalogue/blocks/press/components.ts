import type { BlockLoaders } from '../components.ts'
import type { pressDefinitions } from './definitions.ts'

export const pressComponents: BlockLoaders<typeof pressDefinitions> = {
  PressReleaseList: () => import('./press-release-list/Component.tsx'),
  PressReleaseDetail: () => import('./press-release-detail/Component.tsx'),
}
