import { number, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const rainbowBarDefinition = defineBlock({
  name: 'Rainbow bar',
  component: 'SanctuaryRainbowBar',
  group: 'sanctuary',
  layouts: ['sanctuary', 'sanctuary2024', 'playa-collection'],
  tags: ['divider', 'decoration'],
  description: 'A band of the gold, coral and teal stripes between sections, with an optional word in script laid over it at the chosen opacity.',
  fields: {
    cursiveText: text({ label: 'Script text', editorLabel: true, maxLength: 60 }),
    cursiveOpacity: number({ label: 'Script opacity', default: 0.5, min: 0, max: 1, step: 0.01, help: 'From 0 (invisible) to 1 (solid)' }),
    height: number({ label: 'Height (px)', default: 24, min: 4, max: 200, step: 1 }),
  },
  templates: [{ label: 'Paradise', values: { cursiveText: 'Paradise', height: 72 } }],
})
