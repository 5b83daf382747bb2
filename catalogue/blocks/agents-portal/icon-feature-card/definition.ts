import { media, text, textarea } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const iconFeatureCardDefinition = defineBlock({
  name: 'Icon feature card',
  component: 'AgentsPortalIconFeatureCard',
  group: 'agents-portal',
  layouts: ['agent-cash-plus'],
  tags: ['agents', 'card', 'feature'],
  description: 'A small card with an icon, a title and a line of copy, for a programme benefit.',
  fields: {
    image: media({ label: 'Icon', sizes: { default: { width: 96, height: 96 } }, fit: 'contain' }),
    title: text({ label: 'Title', editorLabel: true }),
    copy: textarea({ label: 'Copy', maxLength: 500 }),
  },
  templates: [{ label: 'Cash rewards', values: { image: { url: '/demo/icon-star.svg', alt: 'Gold star' }, title: 'Cash on every booking', copy: 'Earn up to $100 per room night, paid monthly.' } }],
})
