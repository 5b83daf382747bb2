// Kept free of zod: the gallery component uses the labels in the public site's browser bundle.

export const galleryWidths = ['w-1/4', 'w-1/2', 'w-3/4', 'w-full'] as const
export type GalleryWidth = (typeof galleryWidths)[number]

export const galleryCategoryLabels = {
  resort: 'Resort',
  activities: 'Activities',
  pools: 'Pools',
  rooms: 'Rooms',
  dining: 'Dining',
  celebrations: 'Celebrations',
  meetings: 'Meetings',
} as const
export type GalleryCategory = keyof typeof galleryCategoryLabels
export const galleryCategories = Object.keys(galleryCategoryLabels) as GalleryCategory[]
