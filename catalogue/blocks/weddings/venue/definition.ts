import { link, media, number, select, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { resortLayouts } from '../../shared/layoutSets.ts'

const guests = (label: string) => number({ label, default: 0, min: 0, max: 5000, step: 1, group: 'Capacity (guests)', help: '0: not offered' })

export const weddingsVenueDefinition = defineBlock({
  name: 'Weddings venue',
  component: 'WeddingsVenue',
  group: 'weddings',
  layouts: resortLayouts,
  tags: ['weddings', 'venue', 'events'],
  description:
    'One wedding venue: its name, photo and how many guests it holds for a ceremony, a cocktail and a reception. Setting and description are ours, as couples choose venues by them.',
  fields: {
    venueName: text({ label: 'Venue name', editorLabel: true }),
    setting: select({
      label: 'Setting',
      options: [
        { value: 'beach', label: 'Beach' },
        { value: 'garden', label: 'Garden' },
        { value: 'terrace', label: 'Terrace' },
        { value: 'gazebo', label: 'Gazebo' },
        { value: 'chapel', label: 'Chapel' },
        { value: 'ballroom', label: 'Ballroom' },
        { value: 'rooftop', label: 'Rooftop' },
      ],
      default: 'beach',
    }),
    image: media({ label: 'Image', sizes: { default: { width: 640, height: 427 }, md: { width: 720, height: 480 }, xl: { width: 960, height: 640 } } }),
    copy: wysiwyg({ label: 'Description' }),
    ceremony: guests('Ceremony'),
    cocktail: guests('Cocktail'),
    reception: guests('Reception'),
    link: link({ label: 'Link', enabled: false }),
  },
  templates: [
    {
      label: 'Beach gazebo',
      values: {
        venueName: 'Sunset Beach Gazebo',
        setting: 'beach',
        image: { url: '/demo/wedding-beach.svg', alt: 'White gazebo on the sand facing the sea' },
        copy: '<p>Say “I do” on the sand as the sun sets behind you.</p>',
        ceremony: 120,
        cocktail: 150,
        reception: 100,
      },
    },
  ],
})
