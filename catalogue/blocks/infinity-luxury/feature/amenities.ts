// Kept free of zod: the component reads the labels in the browser.
/** Amenities this block can list; each is a show-checkbox on the block. */
export const amenities = [
  { key: 'butler', label: "Personal butler" },
  { key: 'transfers', label: "Private airport transfers" },
  { key: 'champagne', label: "Champagne on arrival" },
  { key: 'plungePool', label: "Private plunge pool" },
  { key: 'spaCredit', label: "Daily spa credit" },
  { key: 'dining', label: "Chef’s table dining" },
] as const
