// Kept free of zod: the component reads the labels in the browser.
/** Amenities this block can list; each is a show-checkbox on the block. */
export const amenities = [
  { key: 'beachClub', label: "Beach club" },
  { key: 'spa', label: "Spa" },
  { key: 'yoga', label: "Sunrise yoga" },
  { key: 'bikes', label: "Bikes to borrow" },
  { key: 'localCuisine', label: "Local cuisine" },
  { key: 'wifi', label: "Free Wi-Fi" },
] as const
