import { color, link, media, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

const topImage = (n: number) =>
  media({ label: `Top image ${n}`, group: 'Top images', sizes: { default: { width: 320, height: 320 }, lg: { width: 400, height: 400 } } })

/** The Marketing center is a separate application; the button's link is its single-sign-on entry point. */
export const marketingCenterSsoDefinition = defineBlock({
  name: 'Marketing-center SSO block',
  component: 'AgentsPortalMarketingCenterSso',
  group: 'agents-portal',
  layouts: ['agent-cash-plus'],
  tags: ['agents', 'marketing', 'sso'],
  description: 'Sends agents to the marketing center with single sign-on: a strip of images, an “included” banner, and copy with a button.',
  fields: {
    topImage: topImage(1),
    topImage2: topImage(2),
    topImage3: topImage(3),
    topImage4: topImage(4),
    topImage5: topImage(5),
    includedText: text({ label: 'Banner text', group: 'Banner', default: 'Included with your membership' }),
    includedBgColor: color({ label: 'Banner background', group: 'Banner', default: '#f5b700' }),
    includedFgColor: color({ label: 'Banner text colour', group: 'Banner', default: '#0f2a4a' }),
    copyImage: media({ label: 'Image beside the copy', sizes: { default: { width: 600, height: 400 } } }),
    title: text({ label: 'Title', editorLabel: true }),
    copy: wysiwyg({ label: 'Copy' }),
    link: link({ label: 'Button link (the single-sign-on URL)' }),
  },
  templates: [
    {
      label: 'Marketing center',
      values: {
        topImage: { url: '/demo/beach.svg', alt: 'A white sand beach' },
        topImage2: { url: '/demo/pool.svg', alt: 'The infinity pool' },
        topImage3: { url: '/demo/dining.svg', alt: 'Dinner by the sea' },
        topImage4: { url: '/demo/spa.svg', alt: 'A spa treatment room' },
        topImage5: { url: '/demo/wedding.svg', alt: 'A beach wedding' },
        copyImage: { url: '/demo/sunset.svg', alt: 'Flyer preview' },
        title: 'Your own marketing center',
        copy: '<p>Personalised flyers, e-mails and social posts with your agency’s logo, ready in minutes.</p>',
        link: { href: '/agents/sso/marketing-center', text: 'Open the marketing center' },
      },
    },
  ],
})
