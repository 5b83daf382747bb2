import { cardDefinition } from './card/definition.ts'
import { cardsDefinition } from './cards/definition.ts'
import { contentBlockDefinition } from './content-block/definition.ts'
import { htmlVideoDefinition } from './html-video/definition.ts'
import { magazineSlideDefinition } from './magazine-slide/definition.ts'
import { generalSliderDefinition } from './slider/definition.ts'

export const collectionDefinitions = {
  CollectionSlider: generalSliderDefinition,
  CollectionHtmlVideo: htmlVideoDefinition,
  CollectionMagazineSlide: magazineSlideDefinition,
  CollectionCards: cardsDefinition,
  CollectionCard: cardDefinition,
  CollectionContentBlock: contentBlockDefinition,
} as const
