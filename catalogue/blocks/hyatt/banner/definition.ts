import { color, link, select, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { hyattLayouts } from '../../shared/layoutSets.ts'
import { bannerIconNames } from './bannerIcons.ts'

export const hyattBannerDefinition = defineBlock({
  name: 'Hyatt banner',
  component: 'HyattBanner',
  group: 'hyatt',
  layouts: hyattLayouts,
  tags: ['banner', 'promotion'],
  description: 'A slim announcement strip for Hyatt resorts: an icon in the Hyatt blue, a short message and a link, such as a World of Hyatt points offer.',
  fields: {
    icon: select({ label: 'Icon', options: ['none', ...bannerIconNames], default: 'star' }),
    iconColor: color({ label: 'Icon colour', default: '#0b75c9' }),
    title: text({ label: 'Message', editorLabel: true, maxLength: 200 }),
    copy: text({ label: 'Detail', maxLength: 300 }),
    link: link({ label: 'Link' }),
    background: color({ label: 'Background', default: '#f4f1ea', group: 'Style' }),
  },
  templates: [
    {
      label: 'World of Hyatt',
      values: { title: 'Earn World of Hyatt points on every stay', copy: 'Members save up to 10% when they book direct.', link: { href: '/world-of-hyatt', text: 'Join free' } },
    },
  ],
})
