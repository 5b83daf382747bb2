import { checkbox, color, number } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const feathersDividerDefinition = defineBlock({
  name: 'Feathers divider',
  component: 'SanctuaryFeathersDivider',
  group: 'sanctuary',
  layouts: ['sanctuary', 'sanctuary2024', 'playa-collection'],
  tags: ['divider', 'decoration'],
  description: 'A row of drawn feathers separating two sections, 200 pixels tall by default, in any palette colour; it can be flipped to hang from the section above.',
  fields: {
    height: number({ label: 'Height (px)', default: 200, min: 20, max: 600, step: 1, editorLabel: true }),
    color: color({ label: 'Colour', default: '#92dbd0' }),
    flip: checkbox({ label: 'Flip upside down', default: false }),
  },
  templates: [{ label: 'Coral feathers', values: { color: '#FFB4B4' } }],
})
