import { agentAuthPaths } from '../../../model/agentAccess.ts'
import { checkbox, link, media, text, textarea, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/**
 * Signing in happens on the portal's identity provider, so the block links to it (signInLink, registerLink:
 * designed, the catalogue does not name them). Beside it an optional "upcoming trip" panel promotes one
 * resort or fam trip; showBooking adds a link to the agents' booking page.
 */
export const loginDefinition = defineBlock({
  name: 'Login',
  component: 'AgentsPortalLogin',
  group: 'agents-portal',
  layouts: ['agent-cash-plus'],
  tags: ['agents', 'login'],
  description: 'Invites agents to sign in or register, with an optional panel promoting an upcoming trip.',
  interactive: true,
  fields: {
    title: text({ label: 'Title', editorLabel: true, default: 'Agent sign in' }),
    copy: wysiwyg({ label: 'Copy' }),
    signInLink: link({ label: 'Sign-in link', default: { href: agentAuthPaths.signIn, text: 'Sign in' }, help: 'The portal signs agents in at /auth/sign-in' }),
    registerLink: link({ label: 'Register link', default: { href: '/agents/register', text: 'Create an account' } }),
    upcoming: checkbox({ label: 'Show the upcoming trip', default: false, group: 'Upcoming trip' }),
    upcomingImage: media({ label: 'Image', group: 'Upcoming trip', sizes: { default: { width: 600, height: 400 } } }),
    upcomingLogo: media({ label: 'Resort logo', group: 'Upcoming trip', sizes: { default: { width: 240, height: 60 } }, fit: 'contain' }),
    upcomingTitle: text({ label: 'Title', group: 'Upcoming trip' }),
    upcomingCopy: textarea({ label: 'Copy', group: 'Upcoming trip', maxLength: 1000 }),
    upcomingLink: link({ label: 'Link', group: 'Upcoming trip' }),
    showBooking: checkbox({ label: 'Show the booking link', default: false }),
  },
  templates: [
    {
      label: 'Sign in with fam trip',
      values: {
        copy: '<p>Sign in to see your earnings, book your clients and download marketing material.</p>',
        upcoming: true,
        upcomingImage: { url: '/demo/beach.svg', alt: 'Beach at Hyatt Ziva Cap Cana' },
        upcomingLogo: { url: '/demo/logos/hyatt-ziva.svg', alt: 'Hyatt Ziva' },
        upcomingTitle: 'Fam trip: Cap Cana, 12–15 March',
        upcomingCopy: 'Three nights for certified agents, with site inspections of four resorts.',
        upcomingLink: { href: '/agents/fam-trips', text: 'Apply now' },
        showBooking: true,
      },
    },
  ],
})
