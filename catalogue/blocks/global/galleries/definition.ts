import { media, select, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { galleryCategories, galleryWidths } from './galleryOptions.ts'

// Every image is cut to the largest box it can fill (w-full); narrower widths show it scaled down.
const gallerySizes = { default: { width: 640, height: 480 }, md: { width: 1024, height: 683 }, xl: { width: 1600, height: 900 } }

/** Up to 8 images, each with its width in the grid and a category visitors can filter by. */
export const galleriesDefinition = defineBlock({
  name: 'Galleries',
  component: 'GlobalGalleries',
  group: 'global',
  layouts: ['*'],
  tags: ['gallery', 'images', 'grid'],
  description: 'A grid of images a quarter to the full width wide, filtered by category: resort, activities, pools, rooms, dining, celebrations, meetings.',
  interactive: true,
  fields: {
    title: text({ label: 'Title', editorLabel: true }),
    image1: media({ label: 'Image', group: 'Image 1', sizes: gallerySizes }),
    width1: select({ label: 'Width', group: 'Image 1', options: galleryWidths, default: 'w-1/2' }),
    category1: select({ label: 'Category', group: 'Image 1', options: galleryCategories, default: 'resort' }),
    image2: media({ label: 'Image', group: 'Image 2', sizes: gallerySizes }),
    width2: select({ label: 'Width', group: 'Image 2', options: galleryWidths, default: 'w-1/2' }),
    category2: select({ label: 'Category', group: 'Image 2', options: galleryCategories, default: 'resort' }),
    image3: media({ label: 'Image', group: 'Image 3', sizes: gallerySizes }),
    width3: select({ label: 'Width', group: 'Image 3', options: galleryWidths, default: 'w-1/2' }),
    category3: select({ label: 'Category', group: 'Image 3', options: galleryCategories, default: 'resort' }),
    image4: media({ label: 'Image', group: 'Image 4', sizes: gallerySizes }),
    width4: select({ label: 'Width', group: 'Image 4', options: galleryWidths, default: 'w-1/2' }),
    category4: select({ label: 'Category', group: 'Image 4', options: galleryCategories, default: 'resort' }),
    image5: media({ label: 'Image', group: 'Image 5', sizes: gallerySizes }),
    width5: select({ label: 'Width', group: 'Image 5', options: galleryWidths, default: 'w-1/2' }),
    category5: select({ label: 'Category', group: 'Image 5', options: galleryCategories, default: 'resort' }),
    image6: media({ label: 'Image', group: 'Image 6', sizes: gallerySizes }),
    width6: select({ label: 'Width', group: 'Image 6', options: galleryWidths, default: 'w-1/2' }),
    category6: select({ label: 'Category', group: 'Image 6', options: galleryCategories, default: 'resort' }),
    image7: media({ label: 'Image', group: 'Image 7', sizes: gallerySizes }),
    width7: select({ label: 'Width', group: 'Image 7', options: galleryWidths, default: 'w-1/2' }),
    category7: select({ label: 'Category', group: 'Image 7', options: galleryCategories, default: 'resort' }),
    image8: media({ label: 'Image', group: 'Image 8', sizes: gallerySizes }),
    width8: select({ label: 'Width', group: 'Image 8', options: galleryWidths, default: 'w-1/2' }),
    category8: select({ label: 'Category', group: 'Image 8', options: galleryCategories, default: 'resort' }),
  },
  templates: [
    {
      label: 'Resort gallery',
      values: {
        title: 'Gallery',
        image1: { url: '/demo/beach.svg', alt: 'The beach' },
        width1: 'w-full',
        category1: 'resort',
        image2: { url: '/demo/pool.svg', alt: 'Infinity pool' },
        category2: 'pools',
        image3: { url: '/demo/room.svg', alt: 'Ocean-view suite' },
        category3: 'rooms',
        image4: { url: '/demo/dining.svg', alt: 'Dinner by candlelight' },
        width4: 'w-1/4',
        category4: 'dining',
        image5: { url: '/demo/golf.svg', alt: 'Golf course' },
        width5: 'w-1/4',
        category5: 'activities',
        image6: { url: '/demo/wedding.svg', alt: 'Beach wedding arch' },
        width6: 'w-3/4',
        category6: 'celebrations',
      },
    },
  ],
})
