// Kept free of zod: components import the labels in the public site's browser bundle.

/** Destinations an agents-portal special is filed under; Portal Section filters its specials by them. */
export const destinations = {
  mexico: 'Mexico',
  'dominican-republic': 'Dominican Republic',
  jamaica: 'Jamaica',
  'costa-rica': 'Costa Rica',
  usa: 'USA',
} as const
export type Destination = keyof typeof destinations
