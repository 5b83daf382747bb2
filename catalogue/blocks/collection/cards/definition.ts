import { select, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const cardsDefinition = defineBlock({
  name: 'Cards',
  component: 'CollectionCards',
  group: 'collection',
  layouts: ['*'],
  tags: ['cards', 'grid'],
  description: 'A title over a grid of Card blocks (500×300 photos), two, three or four across on wide screens and one on phones.',
  fields: {
    title: text({ label: 'Title', editorLabel: true }),
    intro: wysiwyg({ label: 'Introduction' }),
    columns: select({ label: 'Cards across', options: ['2', '3', '4'], default: '3', group: 'Layout' }),
  },
  slots: [{ name: 'default', label: 'Cards', allows: ['CollectionCard'] }],
  templates: [{ label: 'Experiences', values: { title: 'Experiences', columns: '3' } }],
})
