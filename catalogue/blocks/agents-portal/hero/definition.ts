import { checkbox, media, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const agentsHeroDefinition = defineBlock({
  name: 'Hero',
  component: 'AgentsPortalHero',
  group: 'agents-portal',
  layouts: ['agent-cash-plus'],
  tags: ['hero', 'agents'],
  description: 'The portal’s page header: an image with a title and copy, a welcome for the signed-in agent and the programme logo.',
  interactive: true,
  fields: {
    image: media({ label: 'Image', sizes: { default: { width: 1000, height: 500 }, lg: { width: 1600, height: 600 }, '2xl': { width: 2400, height: 800 } } }),
    title: text({ label: 'Title', editorLabel: true }),
    copy: wysiwyg({ label: 'Copy' }),
    showWelcome: checkbox({ label: 'Welcome the signed-in agent by name', default: true }),
    showProgramLogo: checkbox({ label: 'Show the AgentCashPlus logo', default: true }),
  },
  templates: [
    {
      label: 'Portal home',
      values: {
        image: { url: '/demo/sunset.svg', alt: 'Sunset over the Caribbean' },
        title: 'Earn more with every booking',
        copy: '<p>Cash rewards on every stay you book at our resorts, paid monthly.</p>',
      },
    },
  ],
})
