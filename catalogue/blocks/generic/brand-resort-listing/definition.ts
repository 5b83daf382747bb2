import { checkbox, color, link, media, select, text, textarea } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { brandLogoNames, brandLogos } from '../../shared/brandLogos.ts'

export const brandResortListingDefinition = defineBlock({
  name: 'Brand resort listing',
  component: 'GenericBrandResortListing',
  group: 'generic',
  layouts: ['*'],
  tags: ['resort', 'brand', 'listing'],
  description: 'One resort in a brand’s list: image on one side, the brand logo, name, location and copy on the other.',
  fields: {
    direction: select({ label: 'Image side', options: [{ value: 'left', label: 'Image left' }, { value: 'right', label: 'Image right' }], default: 'left' }),
    image: media({ label: 'Image', sizes: { default: { width: 700, height: 460 }, lg: { width: 800, height: 520 } } }),
    svgLogo: select({ label: 'Brand logo', options: brandLogoNames.map((value) => ({ value, label: brandLogos[value] })), default: 'hyatt-ziva' }),
    title: text({ label: 'Resort name', editorLabel: true }),
    location: text({ label: 'Location' }),
    copy: textarea({ label: 'Copy', maxLength: 1500 }),
    adultsOnly: checkbox({ label: 'Adults only', default: false }),
    link: link({ label: 'Link' }),
    bgColor: color({ label: 'Background colour', group: 'Colours', default: '#f5efe6' }),
    fgColor: color({ label: 'Text colour', group: 'Colours', default: '#1f2937' }),
  },
  templates: [
    {
      label: 'Hyatt Zilara Cancun',
      values: {
        image: { url: '/demo/beach.svg', alt: 'Beach at Hyatt Zilara Cancun' },
        svgLogo: 'hyatt-zilara',
        title: 'Hyatt Zilara Cancun',
        location: 'Cancun, Mexico',
        copy: 'Oceanfront suites with private plunge pools on the Caribbean shore.',
        adultsOnly: true,
        link: { href: '/resorts/hyatt-zilara-cancun', text: 'View resort' },
      },
    },
  ],
})
