import type { BlockLoaders } from '../components.ts'
import type { collectionDefinitions } from './definitions.ts'

export const collectionComponents: BlockLoaders<typeof collectionDefinitions> = {
  CollectionSlider: () => import('./slider/Component.tsx'),
  CollectionHtmlVideo: () => import('./html-video/Component.tsx'),
  CollectionMagazineSlide: () => import('./magazine-slide/Component.tsx'),
  CollectionCards: () => import('./cards/Component.tsx'),
  CollectionCard: () => import('./card/Component.tsx'),
  CollectionContentBlock: () => import('./content-block/Component.tsx'),
}
