import { checkbox, link, media, text, textarea } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/**
 * The catalogue does not show the Dashboard's fields. Designed for what an agent looks for after signing in:
 * a greeting by name, the programme's headline news, and up to four shortcuts (book, earnings, marketing
 * material, training), each with an icon.
 */
export const dashboardDefinition = defineBlock({
  name: 'Dashboard',
  component: 'AgentsPortalDashboard',
  group: 'agents-portal',
  layouts: ['agent-cash-plus'],
  tags: ['agents', 'dashboard'],
  description: 'The signed-in agent’s start page: a greeting, the programme news and up to four shortcuts.',
  interactive: true,
  fields: {
    title: text({ label: 'Title', editorLabel: true, default: 'Your dashboard' }),
    greeting: checkbox({ label: 'Greet the signed-in agent by name', default: true }),
    news: textarea({ label: 'Programme news', maxLength: 1000 }),
    newsLink: link({ label: 'News link' }),
    shortcut1Icon: media({ label: 'Icon', group: 'Shortcut 1', sizes: { default: { width: 64, height: 64 } }, fit: 'contain' }),
    shortcut1Link: link({ label: 'Link', group: 'Shortcut 1' }),
    shortcut1Copy: textarea({ label: 'Copy', group: 'Shortcut 1', maxLength: 300 }),
    shortcut2Icon: media({ label: 'Icon', group: 'Shortcut 2', sizes: { default: { width: 64, height: 64 } }, fit: 'contain' }),
    shortcut2Link: link({ label: 'Link', group: 'Shortcut 2' }),
    shortcut2Copy: textarea({ label: 'Copy', group: 'Shortcut 2', maxLength: 300 }),
    shortcut3Icon: media({ label: 'Icon', group: 'Shortcut 3', sizes: { default: { width: 64, height: 64 } }, fit: 'contain' }),
    shortcut3Link: link({ label: 'Link', group: 'Shortcut 3' }),
    shortcut3Copy: textarea({ label: 'Copy', group: 'Shortcut 3', maxLength: 300 }),
    shortcut4Icon: media({ label: 'Icon', group: 'Shortcut 4', sizes: { default: { width: 64, height: 64 } }, fit: 'contain' }),
    shortcut4Link: link({ label: 'Link', group: 'Shortcut 4' }),
    shortcut4Copy: textarea({ label: 'Copy', group: 'Shortcut 4', maxLength: 300 }),
  },
  templates: [
    {
      label: 'Agent start page',
      values: {
        title: 'Your dashboard',
        news: 'Double points on every Hyatt Ziva booking made before the end of the month.',
        newsLink: { href: '/agents/promotions', text: 'See the promotion' },
        shortcut1Icon: { url: '/demo/icon-plane.svg', alt: '' },
        shortcut1Link: { href: '/agents/book', text: 'Book a client' },
        shortcut1Copy: 'Check rates and reserve in one step.',
        shortcut2Icon: { url: '/demo/icon-star.svg', alt: '' },
        shortcut2Link: { href: '/agents/earnings', text: 'My earnings' },
        shortcut2Copy: 'Points, payouts and statements.',
        shortcut3Icon: { url: '/demo/icon-palm.svg', alt: '' },
        shortcut3Link: { href: '/agents/marketing-center', text: 'Marketing center' },
        shortcut3Copy: 'Flyers, videos and social posts for your clients.',
        shortcut4Icon: { url: '/demo/icon-cocktail.svg', alt: '' },
        shortcut4Link: { href: '/agents/training', text: 'Training' },
        shortcut4Copy: 'Become a certified resort specialist.',
      },
    },
  ],
})
