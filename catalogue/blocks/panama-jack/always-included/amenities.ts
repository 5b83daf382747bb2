// Kept free of zod: the component reads the labels in the browser.
/** Amenities this block can list; each is a show-checkbox on the block. */
export const amenities = [
  { key: 'meals', label: "All meals and snacks" },
  { key: 'drinks', label: "Unlimited drinks" },
  { key: 'kidsClub', label: "Kids and teens clubs" },
  { key: 'waterPark', label: "Water park" },
  { key: 'waterSports', label: "Non-motorised water sports" },
  { key: 'entertainment', label: "Live entertainment" },
  { key: 'wifi', label: "Free Wi-Fi" },
  { key: 'gratuities', label: "Taxes and gratuities" },
] as const
