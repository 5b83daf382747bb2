import { text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const privacyPolicyTableDefinition = defineBlock({
  name: 'Privacy policy table',
  component: 'ResortPrivacyPolicyTable',
  group: 'resort',
  layouts: ['*'],
  tags: ['legal', 'privacy', 'table'],
  description:
    'The table of personal data a privacy policy discloses: one Privacy policy row per category, with examples and whether it is collected. The column headings are editable for other languages.',
  fields: {
    title: text({ label: 'Title', default: 'Categories of personal information we collect', editorLabel: true }),
    intro: wysiwyg({ label: 'Introduction' }),
    categoryHeading: text({ label: 'Category column heading', default: 'Category', group: 'Columns', maxLength: 100 }),
    examplesHeading: text({ label: 'Examples column heading', default: 'Examples', group: 'Columns', maxLength: 100 }),
    collectedHeading: text({ label: 'Collected column heading', default: 'Collected', group: 'Columns', maxLength: 100 }),
  },
  slots: [{ name: 'default', label: 'Rows', allows: ['ResortPrivacyPolicyRow'] }],
  templates: [{ label: 'Personal information', values: { intro: '<p>In the last twelve months we have collected the following categories of personal information.</p>' } }],
})
