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
  // The link is for signed-in agents only: point it at an agents-only page or upload (the public fact sheet is not one).
  templates: [{ label: 'Agent rates', values: { link: { href: '/agents/rates', text: 'See the agent rates' } } }],
})
