import type { BrandFacts } from './BrandFacts.ts'

/** The small brands of the family: boutique resorts and the booking desk that embeds in partners' pages. */
export const boutiqueBrands: BrandFacts[] = [
  {
    site: 'bonita',
    name: 'Bonita',
    promise: 'Slow days on the Pacific, long lunches in the shade',
    tagline: 'A colourful little resort in Sayulita, where the surf school is next door and lunch lasts till four.',
    welcome: { title: 'Bonita Sayulita', copy: 'Thirty-two casitas painted like the town, a bike for every guest and the Pacific at the end of the garden.' },
    hero: 'beach',
    mood: 20,
    resorts: [
      { id: 'resort-bonita-sayulita', name: 'Bonita Sayulita', slug: 'bonita-sayulita', street: 'Calle Revolución 12', locality: '63734 Sayulita, Nayarit', city: 'Sayulita', country: 'Mexico', phone: '+52 329 555 0112', stars: 4, bookingCode: 'BNSAY', blurb: 'Casitas in a palm garden on the north end of Sayulita beach.' },
    ],
    offer: { title: 'Surf and stay', subtitle: 'Three surf lessons with four nights', content: 'Learn to stand up on Sayulita’s gentle right-hander, with boards and rash vests included.', terms: 'Ages ten and up. Lessons at nine each morning.', endDate: '2027-09-01', slug: 'surf-and-stay' },
    rooms: [
      { title: 'Garden Casita', view: 'Palm garden', squareFootage: 420, maxOccupancy: 2, bedding: '1 Queen', copy: 'A hammock porch and an outdoor shower.' },
      { title: 'Ocean Casita', view: 'Ocean view', squareFootage: 520, maxOccupancy: 3, bedding: '1 King and 1 daybed', copy: 'Watch the surfers from bed.' },
    ],
    dining: [
      { name: 'La Cocina de Lupita', cuisine: 'Nayarit home cooking', hours: '8 am – 4 pm' },
      { name: 'Pescadito', cuisine: 'Pescado zarandeado', hours: '1 pm – 10 pm' },
      { name: 'Bar Bonita', cuisine: 'Raicilla and aguas frescas', hours: '5 pm – 11 pm' },
    ],
    experiences: [
      { title: 'Surf school', copy: 'Small groups, long boards, patient teachers.', subject: 'beach' },
      { title: 'Yoga on the palapa', copy: 'Every morning at eight, all levels.', subject: 'spa' },
      { title: 'Market Fridays', copy: 'Huichol beadwork and fruit from the hills.', subject: 'restaurant' },
    ],
    stories: [{ title: 'A Sayulita day, hour by hour', slug: 'sayulita-day', excerpt: 'Surf at nine, lunch at two, tacos at ten.', paragraphs: ['The waves are gentlest in the morning, before the wind turns.', 'By evening the plaza fills with food stalls and music.'] }],
    social: '@bonitasayulita',
  },
  {
    site: 'infinity-luxury',
    name: 'Infinity Luxury',
    promise: 'Beyond all-inclusive: a villa, a butler and the whole of Cabo',
    tagline: 'Private villas on the Sea of Cortez, each with its own pool, chef on request and a butler who arranges the rest.',
    welcome: { title: 'Infinity Luxury Los Cabos', copy: 'Twenty-four villas on a private bay, a yacht for day trips and a dining room with one table a night.' },
    hero: 'suite',
    mood: 21,
    resorts: [
      { id: 'resort-infinity-cabo', name: 'Infinity Luxury Los Cabos', slug: 'infinity-luxury-los-cabos', street: 'Carretera Transpeninsular Km 7, Punta Ballena', locality: '23410 Cabo San Lucas, Baja California Sur', city: 'Cabo San Lucas', country: 'Mexico', phone: '+52 624 555 0107', stars: 5, bookingCode: 'ILCAB', blurb: 'Twenty-four villas on Punta Ballena, each with a pool and a butler.' },
    ],
    offer: { title: 'A yacht day with every week', subtitle: 'Seven nights in any villa', content: 'Spend a day on our yacht to the Arch and Santa María bay, lunch and champagne on board.', terms: 'Seven-night stays in a villa. Subject to sea conditions.', endDate: '2027-11-01', slug: 'yacht-day' },
    rooms: [
      { title: 'Ocean Villa', view: 'Sea of Cortez', squareFootage: 2400, maxOccupancy: 4, bedding: '2 Kings', copy: 'Two bedrooms, a heated pool and a fire pit.' },
      { title: 'Presidential Villa', view: 'Bay', squareFootage: 5200, maxOccupancy: 8, bedding: '4 Kings', copy: 'Four bedrooms, a cinema and a chef’s kitchen.' },
    ],
    dining: [
      { name: 'Una Mesa', cuisine: 'Chef’s tasting menu, one table', hours: '7:30 pm' },
      { name: 'Ballena', cuisine: 'Baja seafood', hours: '1 pm – 10 pm' },
      { name: 'Wine Cave', cuisine: 'Valle de Guadalupe wines', hours: 'On request' },
    ],
    experiences: [
      { title: 'Yacht to the Arch', copy: 'Snorkel Santa María bay, lunch on deck.', subject: 'beach' },
      { title: 'Desert spa', copy: 'Clay, salt and damiana from the Baja desert.', subject: 'spa' },
      { title: 'Dinner at Una Mesa', copy: 'Nine courses, a table for your party alone.', subject: 'restaurant' },
    ],
    weddings: { venue: 'Punta Ballena Point', setting: 'terrace', copy: 'A private ceremony on the point, for up to thirty guests.', guests: 30 },
    stories: [{ title: 'Baja wine, explained by our sommelier', slug: 'baja-wine', excerpt: 'Valle de Guadalupe in four bottles.', paragraphs: ['Baja’s valleys have the warm days and cool nights that wine likes.', 'Start with a Nebbiolo from the valley; it is not what you expect.'] }],
    social: '@infinityluxurycabo',
  },
  {
    site: 'blocks',
    name: 'Bloque Azul',
    promise: 'An island hideaway, a ferry ride from Cancún',
    tagline: 'Bloque Azul sits on the quiet east side of Isla Mujeres, with golf carts instead of cars.',
    welcome: { title: 'Bloque Azul Isla Mujeres', copy: 'Forty-eight suites in blue-washed blocks above the rocks, a salt-water pool and the sunrise first in Mexico.' },
    hero: 'beach',
    mood: 22,
    resorts: [
      { id: 'resort-bloque-azul', name: 'Bloque Azul Isla Mujeres', slug: 'bloque-azul-isla-mujeres', street: 'Carretera Perimetral Km 4.5, Sac Bajo', locality: '77400 Isla Mujeres, Quintana Roo', city: 'Isla Mujeres', country: 'Mexico', phone: '+52 998 555 0188', stars: 4, bookingCode: 'BAISL', blurb: 'On the island’s east coast, fifteen minutes by golf cart from the ferry.' },
    ],
    offer: { title: 'Ferry and golf cart included', subtitle: 'From four nights', content: 'We meet you at the Cancún ferry and leave a golf cart at your door for the whole stay.', terms: 'One cart per suite. Drivers over 18 with a licence.', endDate: '2027-10-20', slug: 'ferry-and-cart' },
    rooms: [
      { title: 'Sunrise Suite', view: 'Caribbean', squareFootage: 520, maxOccupancy: 2, bedding: '1 King', copy: 'Facing due east: the first sun in Mexico.' },
      { title: 'Block Loft', view: 'Pool and sea', squareFootage: 740, maxOccupancy: 4, bedding: '1 King and 2 Twins', copy: 'A mezzanine for the children, a terrace for you.' },
    ],
    dining: [
      { name: 'Sac Bajo', cuisine: 'Tikin xic fish', hours: '1 pm – 10 pm' },
      { name: 'Azulejo', cuisine: 'Breakfast and brunch', hours: '7 am – 1 pm' },
      { name: 'Punta Sur Bar', cuisine: 'Sunset cocktails', hours: '5 pm – 11 pm' },
    ],
    experiences: [
      { title: 'Golf cart to Punta Sur', copy: 'The sculpture garden and the cliffs at the island’s tip.', subject: 'golf' },
      { title: 'Turtle farm visit', copy: 'Hatchlings released every summer evening.', subject: 'beach' },
      { title: 'Salt-water pool', copy: 'Over the rocks, filled from the sea.', subject: 'pool' },
    ],
    stories: [{ title: 'Isla Mujeres by golf cart', slug: 'isla-by-golf-cart', excerpt: 'Seven kilometres, a dozen stops.', paragraphs: ['The island is seven kilometres long; a cart does it in twenty minutes.', 'Stop at Playa Norte for the sunset and Punta Sur for the sunrise.'] }],
    social: '@bloqueazulisla',
  },
  {
    site: 'voix',
    name: 'Voix Hotels',
    promise: 'City breaks with a beach at the end of the street',
    tagline: 'Small hotels in colonial towns by the sea, from Campeche to Cartagena.',
    welcome: { title: 'Voix Campeche', copy: 'A pastel mansion inside the old city walls, a courtyard pool and the malecón for evening walks.' },
    hero: 'restaurant',
    mood: 23,
    resorts: [
      { id: 'resort-voix-campeche', name: 'Voix Campeche', slug: 'voix-campeche', street: 'Calle 59 No. 12, Centro Histórico', locality: '24000 Campeche, Campeche', city: 'Campeche', country: 'Mexico', phone: '+52 981 555 0123', stars: 4, bookingCode: 'VXCAM', blurb: 'Twenty rooms in a restored mansion of the walled city.' },
    ],
    offer: { title: 'Walls and water', subtitle: 'A night free in the off season', content: 'Stay three nights, the fourth is ours, with a sunset walk along the walls.', terms: 'May to October stays.', endDate: '2027-10-31', slug: 'walls-and-water' },
    rooms: [
      { title: 'Courtyard Room', view: 'Courtyard', squareFootage: 340, maxOccupancy: 2, bedding: '1 Queen', copy: 'Painted tiles and a door onto the pool.' },
      { title: 'Balcony Room', view: 'Street', squareFootage: 410, maxOccupancy: 2, bedding: 'One king bed', copy: 'A wrought-iron balcony over Calle 59.' },
    ],
    dining: [
      { name: 'Patio 59', cuisine: 'Campeche seafood', hours: '1 pm – 11 pm' },
      { name: 'Panadería Voix', cuisine: 'Bread and coffee', hours: '7 am – 12 pm' },
      { name: 'Baluarte', cuisine: 'Rooftop cocktails', hours: '6 pm – midnight' },
    ],
    experiences: [
      { title: 'Edzná at dawn', copy: 'The Maya city an hour inland, before the heat.', subject: 'golf' },
      { title: 'Pan de cazón lunch', copy: 'Campeche’s dish, in a family kitchen.', subject: 'restaurant' },
      { title: 'Courtyard pool', copy: 'Shaded, cool and open all night.', subject: 'pool' },
    ],
    stories: [{ title: 'Campeche, the walled city nobody told you about', slug: 'campeche-walled-city', excerpt: 'Pirates, pastel streets and a malecón.', paragraphs: ['Campeche built its walls in the 1600s after too many pirate raids.', 'Walk the malecón at six when the breeze comes in.'] }],
    social: '@voixhotels',
  },
  {
    site: 'no-chrome',
    name: 'Playa Reservations',
    promise: 'Book a Playa resort from our partners’ pages',
    tagline: 'Our reservations team, on the pages of the airlines and tour operators we work with.',
    welcome: { title: 'Book with our reservations team', copy: 'Open every day from 7 am to 11 pm Eastern time, in English and Spanish.' },
    hero: 'pool',
    mood: 24,
    resorts: [
      { id: 'resort-panama-jack-cancun', name: 'Panama Jack Resorts Cancún', slug: 'panama-jack-cancun', street: 'Blvd. Kukulcán Km 15, Zona Hotelera', locality: '77500 Cancún, Quintana Roo', city: 'Cancún', country: 'Mexico', phone: '+52 998 555 0155', stars: 4, bookingCode: 'PJCUN', blurb: 'A laid-back family resort on the lagoon side of the Hotel Zone.' },
    ],
    offer: { title: 'Partner rate: 15% off', subtitle: 'For guests of our airline partners', content: 'Booking from a partner’s page? Save 15% on any Panama Jack stay.', terms: 'Booked through a partner page.', percentOff: 15, endDate: '2027-12-31', slug: 'partner-rate' },
    rooms: [
      { title: 'Lagoon View Double', view: 'Lagoon', squareFootage: 410, maxOccupancy: 4, bedding: '2 Doubles', copy: 'Sunsets over the lagoon.' },
      { title: 'Ocean Suite', view: 'Ocean view', squareFootage: 600, maxOccupancy: 4, bedding: '1 King and 1 sofa bed', copy: 'A terrace over the Caribbean.' },
    ],
    dining: [
      { name: 'Jack’s Grill', cuisine: 'Grill', hours: '12 pm – 10 pm' },
      { name: 'La Hacienda', cuisine: 'Mexican', hours: '6 pm – 10 pm' },
      { name: 'Beach Shack', cuisine: 'Snacks', hours: '10 am – 6 pm' },
    ],
    experiences: [
      { title: 'Lagoon kayaks', copy: 'Mangroves and herons at dawn.', subject: 'beach' },
      { title: 'Family pool', copy: 'A slide and a shallow end.', subject: 'pool' },
      { title: 'Taco night', copy: 'Thursdays on the beach.', subject: 'restaurant' },
    ],
    stories: [],
    social: '@playareservations',
  },
]
