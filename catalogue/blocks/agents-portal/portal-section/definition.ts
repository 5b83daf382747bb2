import { checkbox, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/**
 * The catalogue says further blocks may follow a section's title and copy, so the section holds them in its
 * default slot. showFilters (designed) adds destination buttons that narrow the Specials with filters inside it.
 */
export const portalSectionDefinition = defineBlock({
  name: 'Portal Section',
  component: 'AgentsPortalPortalSection',
  group: 'agents-portal',
  layouts: ['agent-cash-plus'],
  tags: ['agents', 'section', 'container'],
  description: 'A titled section of the portal holding other blocks, optionally with destination filters for the specials in it.',
  interactive: true,
  fields: {
    title: text({ label: 'Title', editorLabel: true }),
    copy: wysiwyg({ label: 'Copy' }),
    bottomBorder: checkbox({ label: 'Line under the section', default: true }),
    showFilters: checkbox({ label: 'Filter the specials inside by destination', default: false }),
  },
  slots: [{ name: 'default', label: 'Section content' }],
  templates: [
    {
      label: 'Current specials',
      values: { title: 'Agent specials', copy: '<p>Offers your clients can book right now.</p>', showFilters: true },
    },
  ],
})
