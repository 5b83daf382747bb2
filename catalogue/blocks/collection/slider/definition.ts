import { color, number, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const generalSliderDefinition = defineBlock({
  name: 'General slider',
  component: 'CollectionSlider',
  group: 'collection',
  layouts: ['*'],
  tags: ['slider', 'carousel'],
  description:
    'Any blocks placed in it become slides, shown side by side (two by default, one on phones). Visitors move it with the arrows, the arrow keys or a swipe.',
  interactive: true,
  fields: {
    label: text({ label: 'Name for screen readers', default: 'Highlights', editorLabel: true, maxLength: 100 }),
    slides: number({ label: 'Slides side by side', default: 2, min: 1, max: 6, step: 1 }),
    arrowSize: number({ label: 'Arrow size (px)', default: 50, min: 16, max: 120, step: 1, group: 'Arrows' }),
    arrowColor: color({ label: 'Arrow colour', default: '#ffffff', group: 'Arrows' }),
  },
  slots: [{ name: 'default', label: 'Slides' }],
  templates: [{ label: 'Two across', values: { label: 'Resort highlights' } }],
})
