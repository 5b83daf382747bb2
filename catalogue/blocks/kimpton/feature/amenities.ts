// Kept free of zod: the component reads the labels in the browser.
/** Amenities this block can list; each is a show-checkbox on the block. */
export const amenities = [
  { key: 'socialHour', label: "Evening social hour" },
  { key: 'petFriendly', label: "Pets stay free" },
  { key: 'bikes', label: "Bikes to borrow" },
  { key: 'yogaMat', label: "Yoga mat in every room" },
  { key: 'forgotIt', label: "Forgot it? We have it" },
  { key: 'wifi', label: "Free Wi-Fi" },
] as const
