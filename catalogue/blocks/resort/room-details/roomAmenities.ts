// Kept free of zod: the component reads the labels in the browser.
/** The in-room amenities a room page can list; each becomes a show-checkbox on the block. */
export const roomAmenities = [
  { key: 'balcony', label: 'Furnished balcony or terrace' },
  { key: 'plungePool', label: 'Private plunge pool' },
  { key: 'swimUp', label: 'Swim-up access' },
  { key: 'jacuzzi', label: 'Jacuzzi' },
  { key: 'rainShower', label: 'Rain shower' },
  { key: 'bathtub', label: 'Soaking tub' },
  { key: 'minibar', label: 'Minibar restocked daily' },
  { key: 'coffeeMaker', label: 'Coffee and tea maker' },
  { key: 'roomService', label: '24-hour room service' },
  { key: 'butler', label: 'Butler service' },
  { key: 'wifi', label: 'Free Wi-Fi' },
  { key: 'smartTv', label: 'Smart TV' },
  { key: 'airConditioning', label: 'Air conditioning' },
  { key: 'safe', label: 'In-room safe' },
  { key: 'bathrobes', label: 'Bathrobes and slippers' },
  { key: 'hairDryer', label: 'Hair dryer' },
  { key: 'iron', label: 'Iron and ironing board' },
  { key: 'cribAvailable', label: 'Crib on request' },
] as const
