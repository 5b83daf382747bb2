import { checkbox, text, textarea } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const privacyPolicyRowDefinition = defineBlock({
  name: 'Privacy policy row',
  component: 'ResortPrivacyPolicyRow',
  group: 'resort',
  layouts: ['*'],
  tags: ['legal', 'privacy'],
  description: 'One category of personal data in a privacy policy table: the category, examples of it, and whether it is collected.',
  fields: {
    category: text({ label: 'Category', editorLabel: true, maxLength: 200 }),
    examples: textarea({ label: 'Examples', maxLength: 2000 }),
    collected: checkbox({ label: 'Collected', default: true }),
    collectedText: text({ label: 'Text when collected', default: 'YES', group: 'Wording', maxLength: 20 }),
    notCollectedText: text({ label: 'Text when not collected', default: 'NO', group: 'Wording', maxLength: 20 }),
  },
  templates: [
    { label: 'Identifiers', values: { category: 'A. Identifiers', examples: 'Name, postal address, email address, phone number, passport number.' } },
  ],
})
