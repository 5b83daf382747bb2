import { media, text, textarea } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const staffDefinition = defineBlock({
  name: 'Staff',
  component: 'AgentsPortalStaff',
  group: 'agents-portal',
  layouts: ['agent-cash-plus'],
  tags: ['agents', 'people', 'contact'],
  description: 'A sales contact for agents: a 200×200 portrait, a name and details such as region, phone and e-mail.',
  fields: {
    image: media({ label: 'Portrait', sizes: { default: { width: 200, height: 200 } } }),
    name: text({ label: 'Name', editorLabel: true }),
    info: textarea({ label: 'Info (one item per line)', maxLength: 1000 }),
  },
  templates: [
    {
      label: 'Sales manager',
      values: {
        image: { url: '/demo/agent-1.svg', alt: 'Portrait of Maria Lopez' },
        name: 'Maria Lopez',
        info: 'Sales manager, Mexico & Caribbean\n+1 (305) 555-0142\nmaria.lopez@example.com',
      },
    },
  ],
})
