import { link, text, textarea } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const blockLinkDefinition = defineBlock({
  name: 'Block link',
  component: 'GenericBlockLink',
  group: 'generic',
  layouts: ['*'],
  tags: ['link', 'cta'],
  description: 'A call to action: a short title and copy with a link button.',
  fields: {
    title: text({ label: 'Title', editorLabel: true }),
    copy: textarea({ label: 'Copy' }),
    link: link({ label: 'Link' }),
    linkText: text({ label: 'Link text', default: 'Learn More' }),
  },
  templates: [{ label: 'Specials', values: { title: 'Save up to 40%', copy: 'Book by Friday for our best rates.', link: { href: '/specials', text: '' } } }],
})
