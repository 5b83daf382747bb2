import { text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { resortLayouts } from '../../shared/layoutSets.ts'

export const contactRowDefinition = defineBlock({
  name: 'Contact row',
  component: 'ResortContactRow',
  group: 'resort',
  layouts: [...resortLayouts, 'agent-cash-plus'],
  tags: ['contact'],
  description: 'One person or desk to contact: name, phone and email, with calling and mailing links. Stack several for a directory.',
  fields: {
    contactName: text({ label: 'Name', editorLabel: true, maxLength: 200 }),
    contactRole: text({ label: 'Role', help: 'For example Wedding specialist', maxLength: 200, enabled: false }),
    contactPhone: text({ label: 'Phone', maxLength: 50, pattern: { regex: /^[+\d][\d +().-]{3,}$/, message: 'must be a phone number such as +1 800 555 0100' } }),
    contactEmail: text({ label: 'Email', maxLength: 254, pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'must be an email address such as weddings@example.com' } }),
  },
  templates: [{ label: 'Wedding desk', values: { contactName: 'Wedding desk', contactPhone: '+1 800 555 0142', contactEmail: 'weddings@example.com' } }],
})
