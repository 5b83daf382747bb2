import { link, media, number, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { resortLayouts } from '../../shared/layoutSets.ts'

const roomImage = (n: number) =>
  media({
    label: `Image ${n}`,
    group: 'Images',
    sizes: { default: { width: 640, height: 427 }, md: { width: 768, height: 512 }, lg: { width: 960, height: 640 } },
  })

export const roomListingDefinition = defineBlock({
  name: 'Room listing',
  component: 'ResortRoomListing',
  group: 'resort',
  layouts: resortLayouts,
  tags: ['rooms', 'accommodation', 'slider'],
  description: 'One room category: up to four photos in a slider, its view, size, occupancy and bedding, and a link to book or read more.',
  interactive: true,
  fields: {
    title: text({ label: 'Room name', editorLabel: true }),
    copy: wysiwyg({ label: 'Description' }),
    view: text({ label: 'View', help: 'For example Ocean view, Garden view', maxLength: 100 }),
    squareFootage: number({ label: 'Size (sq ft)', default: 0, min: 0, max: 20_000, step: 1, help: '0 hides the size' }),
    maxOccupancy: number({ label: 'Maximum occupancy', default: 2, min: 0, max: 20, step: 1, help: '0 hides the occupancy' }),
    bedding: text({ label: 'Bedding', help: 'For example 1 King or 2 Queens', maxLength: 100 }),
    image1: roomImage(1),
    image2: roomImage(2),
    image3: roomImage(3),
    image4: roomImage(4),
    link: link({ label: 'Link', help: 'Book this room or see its details' }),
  },
  templates: [
    {
      label: 'Ocean view junior suite',
      values: {
        title: 'Junior Suite Ocean View',
        copy: '<p>A bright suite with a furnished balcony facing the Caribbean, a double vanity and a rain shower.</p>',
        view: 'Ocean view',
        squareFootage: 560,
        maxOccupancy: 3,
        bedding: '1 King or 2 Queens',
        image1: { url: '/demo/room-bed.svg', alt: 'King bed facing the balcony' },
        image2: { url: '/demo/room-ocean.svg', alt: 'Balcony with a view of the sea' },
        image3: { url: '/demo/room-bath.svg', alt: 'Bathroom with a rain shower' },
        link: { href: '/rooms/junior-suite-ocean-view', text: 'View suite' },
      },
    },
  ],
})
