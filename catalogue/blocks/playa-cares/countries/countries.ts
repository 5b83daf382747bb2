// Kept free of zod: the component reads the names in the browser.
/** Countries where Playa Cares runs projects, with the colour its map pin and heading use. */
export const caresCountries = {
  mexico: { name: 'Mexico', color: '#006847' },
  'dominican-republic': { name: 'Dominican Republic', color: '#002d62' },
  jamaica: { name: 'Jamaica', color: '#009b3a' },
  usa: { name: 'United States', color: '#3c3b6e' },
} as const
export type CaresCountry = keyof typeof caresCountries
export const caresCountryIds = Object.keys(caresCountries) as CaresCountry[]
