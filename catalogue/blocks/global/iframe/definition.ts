import { number, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const iframeDefinition = defineBlock({
  name: 'Iframe',
  component: 'GlobalIframe',
  group: 'global',
  layouts: ['*'],
  tags: ['embed', 'iframe'],
  description: 'Embeds another page (a form, a map, a booking tool) at a fixed height.',
  fields: {
    iframeUrl: text({
      label: 'Page to embed (https)',
      editorLabel: true,
      maxLength: 2048,
      url: { schemes: ['https'], paths: false },
    }),
    height: number({ label: 'Height (px)', default: 2500, min: 100, max: 10000, step: 1 }),
    title: text({ label: 'Title (for screen readers)', default: 'Embedded content' }),
  },
  templates: [{ label: 'Wedding planner', values: { iframeUrl: 'https://example.com/', height: 600, title: 'Wedding planning questionnaire' } }],
})
