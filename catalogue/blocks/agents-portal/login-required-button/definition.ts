import { checkbox, color, link, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const loginRequiredButtonDefinition = defineBlock({
  name: 'Login Required Button',
  component: 'AgentsPortalLoginRequiredButton',
  group: 'agents-portal',
  layouts: ['agent-cash-plus'],
  tags: ['agents', 'button', 'cta'],
  description: 'A button whose link only a signed-in agent sees; everyone else sees a text asking them to log in.',
  interactive: true,
  fields: {
    link: link({ label: 'Link', editorLabel: true }),
    ghost: checkbox({ label: 'Ghost (outlined) button', default: true }),
    loggedOutText: text({ label: 'Text for visitors who are not logged in', default: 'Login For Details', maxLength: 100 }),
    fgColor: color({ label: 'Text colour', default: '' }),
    bgColor: color({ label: 'Background colour', default: '' }),
  },
  templates: [{ label: 'Rate sheet', values: { link: { href: '/demo/fact-sheet.pdf', text: 'Download the agent rate sheet' } } }],
})
