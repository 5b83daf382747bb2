// Kept free of zod: the component reads the labels in the browser.
/** Amenities this block can list; each is a show-checkbox on the block. */
export const amenities = [
  { key: 'dining', label: "Unlimited à la carte dining" },
  { key: 'drinks', label: "Premium drinks" },
  { key: 'roomService', label: "24-hour room service" },
  { key: 'kidsClub', label: "Kids club" },
  { key: 'entertainment', label: "Nightly entertainment" },
  { key: 'fitness', label: "Fitness centre and classes" },
  { key: 'wifi', label: "Free Wi-Fi" },
  { key: 'gratuities', label: "Taxes and gratuities" },
] as const
