import { link, select, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const titleTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
export const introSizes = ['text-sm', 'text-base', 'text-lg', 'text-xl', 'text-2xl', 'text-3xl', 'text-4xl', 'text-5xl'] as const

export const introDefinition = defineBlock({
  name: 'Intro',
  component: 'GlobalIntro',
  group: 'global',
  layouts: ['*'],
  tags: ['text', 'intro'],
  description: 'A title with introductory copy, to open a page or a section.',
  fields: {
    title: text({ label: 'Title', editorLabel: true }),
    titleTag: select({ label: 'Title tag', options: titleTags, default: 'h2', group: 'Title' }),
    size: select({ label: 'Title size', options: introSizes, default: 'text-3xl', group: 'Title' }),
    copy: wysiwyg({ label: 'Copy' }),
    link: link({ label: 'Link', enabled: false }),
  },
  templates: [
    {
      label: 'Welcome',
      values: {
        title: 'Welcome to paradise',
        titleTag: 'h2',
        copy: '<p>Everything is included: gourmet dining, premium drinks, activities and entertainment.</p>',
      },
    },
  ],
})
