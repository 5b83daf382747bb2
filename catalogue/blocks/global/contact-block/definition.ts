import { checkbox, color, link, textarea } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const contactBlockDefinition = defineBlock({
  name: 'Contact block',
  component: 'GlobalContactBlock',
  group: 'global',
  layouts: ['*'],
  tags: ['contact', 'social', 'footer'],
  description: 'A resort’s address, contact link and social profiles; mini mode fits it on one line.',
  fields: {
    address: textarea({ label: 'Address', editorLabel: true, maxLength: 500 }),
    contact: link({ label: 'Contact link (phone, e-mail or page)' }),
    facebook: link({ label: 'Facebook', group: 'Social' }),
    youtube: link({ label: 'YouTube', group: 'Social' }),
    twitter: link({ label: 'Twitter / X', group: 'Social' }),
    instagram: link({ label: 'Instagram', group: 'Social' }),
    color: color({ label: 'Text colour', default: '' }),
    miniMode: checkbox({ label: 'Mini mode (one line)', default: false }),
  },
  templates: [
    {
      label: 'Resort contact',
      values: {
        address: 'Hyatt Ziva Cancun\nBlvd. Kukulcan Km 9.5, Zona Hotelera\n77500 Cancun, Q.R., Mexico',
        contact: { href: 'tel:+18555550199', text: '+1 (855) 555-0199' },
        facebook: { href: 'https://www.facebook.com/', text: 'Facebook' },
        youtube: { href: 'https://www.youtube.com/', text: 'YouTube' },
        twitter: { href: 'https://x.com/', text: 'X' },
        instagram: { href: 'https://www.instagram.com/', text: 'Instagram' },
      },
    },
  ],
})
