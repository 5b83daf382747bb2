import { imageDefinition } from './image/definition.ts'
import { introDefinition } from './intro/definition.ts'
import { tableDefinition } from './table/definition.ts'
import { youtubeDefinition } from './youtube/definition.ts'

export const globalDefinitions = {
  GlobalIntro: introDefinition,
  GlobalImage: imageDefinition,
  GlobalTable: tableDefinition,
  GlobalYoutube: youtubeDefinition,
} as const
