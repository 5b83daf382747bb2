// Kept free of zod: the component reads the labels in the browser.
/** Amenities a Playa Collection resort can list; each is a show-checkbox on the block. */
export const amenities = [
  { key: 'adultsOnly', label: 'Adults only' },
  { key: 'swimUp', label: 'Swim-up suites' },
  { key: 'spa', label: 'Full-service spa' },
  { key: 'golf', label: 'Golf nearby' },
  { key: 'restaurants', label: 'Specialty restaurants' },
  { key: 'kidsClub', label: 'Kids club' },
  { key: 'beach', label: 'Beachfront' },
] as const
