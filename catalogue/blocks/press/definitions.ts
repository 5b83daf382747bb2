import { pressReleaseDetailDefinition } from './press-release-detail/definition.ts'
import { pressReleaseListDefinition } from './press-release-list/definition.ts'

export const pressDefinitions = {
  PressReleaseList: pressReleaseListDefinition,
  PressReleaseDetail: pressReleaseDetailDefinition,
} as const
