import { media, number, select, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { backgroundColorField, illustrationField, languageField, titleSizeField, titleTagField } from '../../shared/commonFields.ts'

export const contentBlockDefinition = defineBlock({
  name: 'Content block',
  component: 'CollectionContentBlock',
  group: 'collection',
  layouts: ['*'],
  tags: ['text', 'container'],
  description:
    'A column of text (and any blocks placed inside it) with a maximum width, on a gold, coral or teal background or a photo darkened by a gradient, with an optional seahorse, sisserou or turtle drawing.',
  fields: {
    title: text({ label: 'Title', editorLabel: true }),
    titleTag: titleTagField('h2'),
    titleSize: titleSizeField('text-4xl'),
    copy: wysiwyg({ label: 'Copy' }),
    maxWidth: number({ label: 'Maximum width', default: 768, min: 200, max: 2400, step: 1, group: 'Layout', help: 'A number of pixels, without units, such as 768' }),
    textAlign: select({ label: 'Text alignment', group: 'Layout', options: [{ value: 'left', label: 'Left' }, { value: 'center', label: 'Centre' }], default: 'center' }),
    backgroundColor: backgroundColorField(),
    backgroundImage: media({ label: 'Background image', group: 'Style', enabled: false, sizes: { default: { width: 1000, height: 667 }, lg: { width: 1600, height: 900 }, '2xl': { width: 2400, height: 1350 } } }),
    gradientOpacity: number({ label: 'Gradient opacity', default: 0.5, min: 0, max: 1, step: 0.05, group: 'Style', help: 'From 0.0 (none) to 1.0 (black), over the background image' }),
    illustration: illustrationField(),
    language: languageField(),
  },
  slots: [{ name: 'default', label: 'Content' }],
  templates: [
    {
      label: 'Gold welcome',
      values: {
        title: 'Welcome to the collection',
        copy: '<p>Eight resorts, three countries and one promise: everything taken care of.</p>',
        backgroundColor: 'gold',
        illustration: 'seahorse',
      },
    },
  ],
})
