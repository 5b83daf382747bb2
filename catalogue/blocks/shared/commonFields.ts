import { select } from '../../fields/index.ts'
import { backgroundColorNames, contentLanguages, illustrations, mediaPositions, titleSizes, titleTags, type TitleSize, type TitleTag } from './blockOptions.ts'

/** Field builders shared by many definitions, so the same option lists and defaults are used everywhere. */

export const titleSizeField = (defaultSize: TitleSize = 'text-4xl') =>
  select({ label: 'Title size', group: 'Title', options: titleSizes, default: defaultSize })

export const titleTagField = (defaultTag: TitleTag = 'h2') => select({ label: 'Title tag', group: 'Title', options: titleTags, default: defaultTag })

export const illustrationField = () =>
  select({
    label: 'Illustration',
    group: 'Style',
    options: illustrations.map((value) => ({ value, label: value === 'none' ? 'None' : value[0]!.toUpperCase() + value.slice(1) })),
    default: 'none',
  })

export const backgroundColorField = () =>
  select({
    label: 'Background colour',
    group: 'Style',
    options: backgroundColorNames.map((value) => ({
      value,
      label: { none: 'None (layout background)', gold: 'Gold #ffcf85', coral: 'Coral #FFB4B4', teal: 'Teal #92dbd0' }[value],
    })),
    default: 'none',
  })

export const languageField = () =>
  select({
    label: 'Content language',
    group: 'Language',
    options: contentLanguages.map((value) => ({
      value,
      label: { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch', pt: 'Português', it: 'Italiano' }[value],
    })),
    default: 'en',
  })

export const mediaPositionField = (defaultPosition: (typeof mediaPositions)[number] = 'left') =>
  select({
    label: 'Media position',
    group: 'Layout',
    options: [
      { value: 'left', label: 'Left of the text' },
      { value: 'right', label: 'Right of the text' },
      { value: 'top', label: 'Above the text' },
      { value: 'background', label: 'Behind the text' },
    ],
    default: defaultPosition,
  })
