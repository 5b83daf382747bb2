import { color, text, textarea, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/** Features are typed one per line as "Title | description", so a section of six needs no nested blocks. */
export const featuresSectionDefinition = defineBlock({
  name: 'Features section',
  component: 'GenericFeaturesSection',
  group: 'generic',
  layouts: ['*'],
  tags: ['features', 'list', 'section'],
  description: 'A coloured band listing a resort’s features in columns, each a short title and a line of description.',
  fields: {
    title: text({ label: 'Title', editorLabel: true }),
    copy: wysiwyg({ label: 'Copy' }),
    features: textarea({ label: 'Features (one per line: Title | description)', maxLength: 4000 }),
    background: color({ label: 'Background colour', default: '#20432C' }),
    foreground: color({ label: 'Text colour', default: '#ffffff' }),
  },
  templates: [
    {
      label: 'Resort features',
      values: {
        title: 'Everything is included',
        features:
          'Eight restaurants | From Teppanyaki to a Mexican steakhouse\nTen bars | Premium spirits and a swim-up bar\nKids club | Ages 4 to 12, all day\nSpa | Hydrotherapy and beach cabanas\nGolf | Preferred tee times nearby\nWi-Fi | Fast, everywhere on the resort',
      },
    },
  ],
})
