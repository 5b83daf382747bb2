import { checkbox, link, media, number, select, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/**
 * Modes: 'automatic' opens on page load unless the visitor's browser holds the cookie `cookieName` (set when
 * they close it, for cookieDays days: the catalogue leaves the duration open); 'on-click' opens when a link to
 * `targetName` (href="#target-name") is clicked; 'always-show' is open on every load, with no trigger.
 */
export const popupDefinition = defineBlock({
  name: 'Popup',
  component: 'AgentsPortalPopup',
  group: 'agents-portal',
  layouts: ['agent-cash-plus'],
  tags: ['agents', 'popup', 'modal'],
  description: 'A dialog with an image, title, copy and link, opened automatically once per visitor, by a link to its target, or always.',
  interactive: true,
  fields: {
    mode: select({
      label: 'Opens',
      options: [
        { value: 'automatic', label: 'Automatically, until closed (remembered by the cookie)' },
        { value: 'on-click', label: 'On click of a link to the target name' },
        { value: 'always-show', label: 'Always' },
      ],
      default: 'automatic',
    }),
    cookieName: text({
      label: 'Cookie name (automatic mode)',
      default: 'voix-popup-seen',
      maxLength: 64,
      pattern: { regex: /[A-Za-z0-9_-]+/, message: 'must be letters, digits, - and _ only, such as spring-promo-seen' },
    }),
    cookieDays: number({ label: 'Remember the close for (days)', default: 30, min: 0, max: 365, step: 1 }),
    targetName: text({
      label: 'Target name (on-click mode)',
      default: '#popup',
      maxLength: 64,
      pattern: { regex: /#[a-z0-9]+(?:-[a-z0-9]+)*/, message: "must be lowercase and hyphenated, starting with #, such as '#target-name'" },
    }),
    image: media({ label: 'Image', sizes: { default: { width: 600, height: 340 }, md: { width: 800, height: 450 } } }),
    title: text({ label: 'Title', editorLabel: true }),
    copy: wysiwyg({ label: 'Copy' }),
    link: link({ label: 'Link' }),
    appendLogoOnTitle: checkbox({ label: 'Show the AgentCashPlus logo after the title', default: false }),
  },
  // The first template is what a new popup starts from (and what the demo places): it waits for its link.
  templates: [
    {
      label: 'Double points (on click)',
      values: {
        mode: 'on-click',
        targetName: '#double-points',
        image: { url: '/demo/pool.svg', alt: 'Infinity pool' },
        title: 'Double points this month',
        copy: '<p>Every booking at a Hyatt Ziva or Zilara resort earns twice the cash.</p>',
        link: { href: '/agents/promotions', text: 'See the details' },
        appendLogoOnTitle: true,
      },
    },
    {
      label: 'Portal notice (always shown)',
      values: {
        mode: 'always-show',
        image: { url: '/demo/beach.svg', alt: 'Beach at sunrise' },
        title: 'New: fam trips for 2027',
        copy: '<p>Apply before 31 January to join a three-night inspection trip.</p>',
        link: { href: '/agents/fam-trips', text: 'Apply now' },
      },
    },
    {
      label: 'Welcome (automatic, once)',
      values: {
        mode: 'automatic',
        cookieName: 'acp-welcome-seen',
        title: 'Welcome to AgentCashPlus',
        copy: '<p>Earn cash on every booking. Take the two-minute tour.</p>',
        link: { href: '/agents/tour', text: 'Start the tour' },
      },
    },
  ],
})
