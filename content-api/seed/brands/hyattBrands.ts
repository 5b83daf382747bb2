import type { BrandFacts } from './BrandFacts.ts'

/** The Hyatt family's sites: the brand portal and its all-inclusive brands. */
export const hyattBrands: BrandFacts[] = [
  {
    site: 'hyatt-ziva',
    name: 'Hyatt Ziva',
    promise: 'Three generations, one beach, nothing to plan',
    tagline: 'Grandparents at the spa, teenagers on the paddleboards, little ones at the Kids Club: everyone finds their day at Hyatt Ziva.',
    welcome: { title: 'All-inclusive for every age', copy: 'Nine restaurants, a water park on the point where the Caribbean meets the lagoon, and family suites with room for everyone’s luggage.' },
    hero: 'beach',
    mood: 0,
    resorts: [
      { id: 'resort-ziva-cancun', name: 'Hyatt Ziva Cancun', slug: 'hyatt-ziva-cancun', street: 'Blvd. Kukulcán Km 9.5, Punta Cancún', locality: '77500 Cancún, Quintana Roo', city: 'Cancún', country: 'Mexico', phone: '+52 998 555 0142', stars: 5, bookingCode: 'HZCUN', blurb: 'On the tip of Punta Cancún, with the sea on three sides and a splash park for the youngest guests.' },
    ],
    offer: { title: 'Kids stay and eat free', subtitle: 'Up to two children under 12 in a family suite', content: 'Book a family suite for four nights or more and the children’s stay, meals and Kids Club are on us.', terms: 'Children under 12 sharing a suite with two paying adults. New bookings for travel until December 20, 2027.', endDate: '2027-10-31', slug: 'kids-stay-free' },
    rooms: [
      { title: 'Family Suite Ocean View', view: 'Ocean view', squareFootage: 840, maxOccupancy: 5, bedding: '1 King and 1 sofa bed, connecting bunk room', copy: 'Two rooms, two bathrooms and a balcony wide enough for breakfast together.' },
      { title: 'Junior Suite Lagoon View', view: 'Lagoon view', squareFootage: 560, maxOccupancy: 3, bedding: '1 King or 2 Doubles', copy: 'Sunsets over the Nichupté lagoon from a furnished balcony.' },
    ],
    dining: [
      { name: 'Casa Ziva', cuisine: 'Mexican, from Oaxaca to the Yucatán', hours: '6 pm – 11 pm' },
      { name: 'Fuego', cuisine: 'Grill on the point', hours: '12 pm – 10 pm' },
      { name: 'Tom’s Pizzeria', cuisine: 'Wood-fired pizza', hours: '11 am – 11 pm' },
    ],
    experiences: [
      { title: 'Splash park at the point', copy: 'Slides, water cannons and lifeguards for ages 4 to 12.', subject: 'pool' },
      { title: 'Zen Spa family hour', copy: 'Gentle massages for parents and teens, side by side.', subject: 'spa' },
      { title: 'Sunset on the lagoon', copy: 'Kayaks and paddleboards, guided every evening at six.', subject: 'beach' },
    ],
    weddings: { venue: 'Punta Cancún Pier', setting: 'beach', copy: 'Married at the end of the pier, with the whole family on the sand below.', guests: 120 },
    stories: [
      { title: 'Our Kids Club guide to a week in Cancún', slug: 'kids-club-week', excerpt: 'Piñatas on Monday, turtle releases by Friday.', paragraphs: ['From ages 4 to 12, every day at the Kids Club has a theme, a snack and a swim.', 'Turtle releases run from July to October, with the resort’s marine biologist.'] },
      { title: 'Cancún with grandparents: slow days that work for everyone', slug: 'cancun-with-grandparents', excerpt: 'Shade, short walks and a table for nine.', paragraphs: ['Ground-floor suites sit a short walk from the beach and the quiet pool.', 'Book the family table at Casa Ziva when you arrive; it seats twelve.'] },
    ],
    social: '@hyattzivacancun',
  },
  {
    site: 'hyatt-zilara',
    name: 'Hyatt Zilara',
    promise: 'Adults only, and every evening is yours',
    tagline: 'Quiet pools, candlelit terraces and a butler who remembers how you take your coffee.',
    welcome: { title: 'Grown-up all-inclusive', copy: 'Every suite with a view of the Caribbean, champagne at check-in, and six restaurants where no one books ahead.' },
    hero: 'pool',
    mood: 1,
    adultsOnly: true,
    resorts: [
      { id: 'resort-zilara-cancun', name: 'Hyatt Zilara Cancun', slug: 'hyatt-zilara-cancun', street: 'Blvd. Kukulcán Km 11.5, Zona Hotelera', locality: '77500 Cancún, Quintana Roo', city: 'Cancún', country: 'Mexico', phone: '+52 998 555 0178', stars: 5, bookingCode: 'HLCUN', adultsOnly: true, blurb: 'Three hundred oceanfront suites, many with a plunge pool, on the calmest stretch of the Hotel Zone.' },
    ],
    offer: { title: 'A fifth night with our compliments', subtitle: 'Stay five nights, pay for four', content: 'Make it a proper week: the fifth night, breakfast in bed and a couples massage are included.', terms: 'Stays of five nights or more in any suite. Not combinable with group rates.', endDate: '2027-09-30', slug: 'fifth-night-free' },
    rooms: [
      { title: 'Swim-up Suite', view: 'Garden and pool', squareFootage: 620, maxOccupancy: 2, bedding: '1 King, canopy', copy: 'Step off your terrace into a private channel of the pool.' },
      { title: 'Master Suite Ocean Front', view: 'Ocean front', squareFootage: 1100, maxOccupancy: 2, bedding: '1 California King', copy: 'A living room, a soaking tub by the window and a terrace over the sand.' },
    ],
    dining: [
      { name: 'Azul', cuisine: 'Seafood tasting menu', hours: '6:30 pm – 10:30 pm' },
      { name: 'Moongate', cuisine: 'Pan-Asian', hours: '6 pm – 10 pm' },
      { name: 'Café Zilara', cuisine: 'Coffee, pastries and rooftop cocktails', hours: '7 am – midnight' },
    ],
    experiences: [
      { title: 'Rooftop mezcal tasting', copy: 'Six small-batch mezcals from Oaxaca, with the sunset.', subject: 'restaurant' },
      { title: 'Couples’ temazcal', copy: 'A Mayan sweat lodge ceremony led by a local healer.', subject: 'spa' },
      { title: 'Catamaran to Isla Mujeres', copy: 'Snorkel the reef, lunch on board, back by four.', subject: 'beach' },
    ],
    weddings: { venue: 'Terraza del Mar', setting: 'terrace', copy: 'An evening ceremony above the waves, dinner for your guests right after.', guests: 80 },
    stories: [
      { title: 'Why Cancún’s Hotel Zone is best at sunrise', slug: 'cancun-sunrise', excerpt: 'The beach is yours until eight.', paragraphs: ['At six the sand is raked, the sea glass-calm and the pelicans fishing.', 'Order coffee to the beach bar from your butler the night before.'] },
      { title: 'A mezcal primer from our head bartender', slug: 'mezcal-primer', excerpt: 'Espadín, tobalá and what the worm is not for.', paragraphs: ['Mezcal is sipped, never shot: smell it, taste it, then breathe out.', 'Ask for the tobalá: wild agave, harvested after fifteen years.'] },
    ],
    social: '@hyattzilaracancun',
  },
  {
    site: 'hyatt',
    name: 'Hyatt',
    promise: 'Caribbean resorts, booked the Hyatt way',
    tagline: 'Earn and redeem World of Hyatt points at all-inclusive resorts from Playa del Carmen to Punta Cana.',
    welcome: { title: 'One account, every beach', copy: 'Members book direct, save on every stay and keep elite benefits at each of our resorts.' },
    hero: 'golf',
    mood: 2,
    resorts: [
      { id: 'resort-hyatt-playa', name: 'Hyatt Playa del Carmen', slug: 'hyatt-playa-del-carmen', street: 'Av. 1 Sur y Calle 14, Centro', locality: '77710 Playa del Carmen, Quintana Roo', city: 'Playa del Carmen', country: 'Mexico', phone: '+52 984 555 0231', stars: 4, bookingCode: 'HYPDC', blurb: 'A block from Fifth Avenue, with a rooftop pool and a beach club across the road.' },
      { id: 'resort-hyatt-punta-cana', name: 'Hyatt Punta Cana Golf Resort', slug: 'hyatt-punta-cana', street: 'Playa Uvero Alto, Carretera Macao', locality: '23000 Punta Cana, La Altagracia', city: 'Punta Cana', country: 'Dominican Republic', phone: '+1 809 555 0164', stars: 5, bookingCode: 'HYPUJ', blurb: 'Eighteen holes between the palms and a beach that runs for miles.' },
    ],
    offer: { title: 'Bonus points on direct stays', subtitle: '2,000 World of Hyatt points a night', content: 'Book on this site, sign in as a member and earn 2,000 bonus points for every night, on top of your usual points.', terms: 'Members only; register before you travel. Points post within six weeks of checkout.', endDate: '2027-08-31', slug: 'bonus-points' },
    rooms: [
      { title: 'King Room City View', view: 'City view', squareFootage: 380, maxOccupancy: 2, bedding: '1 King, feather duvet', copy: 'Quiet, bright and two minutes from the beach club.' },
      { title: 'Golf Villa', view: 'Fairway view', squareFootage: 1300, maxOccupancy: 6, bedding: '2 Kings and 1 sofa bed', copy: 'Two bedrooms, a kitchen and a terrace on the fourteenth hole.' },
    ],
    dining: [
      { name: 'Mesa 14', cuisine: 'Mexican market kitchen', hours: '7 am – 11 pm' },
      { name: 'The Clubhouse', cuisine: 'Steaks and seafood', hours: '12 pm – 10 pm' },
      { name: 'Barra Uvero', cuisine: 'Ceviche and cocktails', hours: '11 am – 7 pm' },
    ],
    experiences: [
      { title: 'Eighteen holes at Uvero Alto', copy: 'Tee times included for guests of the Golf Villas.', subject: 'golf' },
      { title: 'Fifth Avenue after dark', copy: 'A walking tour of Playa’s taquerías with our concierge.', subject: 'restaurant' },
      { title: 'Rooftop pool mornings', copy: 'Yoga at seven, breakfast at eight, beach by nine.', subject: 'pool' },
    ],
    stories: [
      { title: 'Using World of Hyatt points at an all-inclusive', slug: 'points-all-inclusive', excerpt: 'Free nights include the food and the drinks.', paragraphs: ['An award night at one of our resorts covers the room, every meal and every drink.', 'Elite members keep their suite upgrades and late checkout.'] },
      { title: 'Punta Cana or Playa del Carmen?', slug: 'punta-cana-or-playa', excerpt: 'Golf and long beaches, or a town you can walk.', paragraphs: ['Punta Cana is for long beach walks and golf.', 'Playa del Carmen is for evenings out on Fifth Avenue and day trips to cenotes.'] },
    ],
    social: '@hyattallinclusive',
  },
  {
    site: 'hyatt-brand',
    name: 'Hyatt Inclusive Collection',
    promise: 'Six ways to do all-inclusive, one family',
    tagline: 'Adults-only hideaways, family favourites and lively beach clubs across Mexico and the Caribbean.',
    welcome: { title: 'Find the resort that fits the trip', copy: 'Honeymoons at Secrets, family reunions at Dreams, a long weekend with friends at Vivid: tell us who is coming and we will tell you where to go.' },
    hero: 'beach',
    mood: 3,
    resorts: [
      { id: 'resort-inclusive-cozumel', name: 'Inclusive Collection Cozumel', slug: 'inclusive-collection-cozumel', street: 'Carretera Costera Sur Km 3.5', locality: '77600 Cozumel, Quintana Roo', city: 'Cozumel', country: 'Mexico', phone: '+52 987 555 0120', stars: 4, bookingCode: 'ICCZM', blurb: 'A dive resort on the island’s sheltered west coast, with the reef a fin-kick from the pier.' },
    ],
    offer: { title: 'Book two resorts, save on both', subtitle: 'Split your stay between two of our brands', content: 'Three nights at Secrets, three at Dreams: book both in one trip and save 25% on the second stay.', terms: 'Both stays booked together, at least three nights each.', percentOff: 25, endDate: '2027-07-31', slug: 'split-stay' },
    rooms: [
      { title: 'Dive Suite', view: 'Reef view', squareFootage: 480, maxOccupancy: 2, bedding: 'King-size bed', copy: 'With a rinse shower and gear locker on the terrace.' },
      { title: 'Island Family Room', view: 'Garden view', squareFootage: 520, maxOccupancy: 4, bedding: '2 Queens', copy: 'Near the pool, with blackout curtains for afternoon naps.' },
    ],
    dining: [
      { name: 'Palancar', cuisine: 'Island seafood', hours: '6 pm – 10 pm' },
      { name: 'El Cedral', cuisine: 'Buffet with a taco station', hours: '7 am – 10 pm' },
      { name: 'Chankanaab Bar', cuisine: 'Tropical cocktails', hours: '10 am – midnight' },
    ],
    experiences: [
      { title: 'Two-tank dives on Palancar Reef', copy: 'Departures at eight from our own pier.', subject: 'beach' },
      { title: 'Brand tasting dinner', copy: 'One signature dish from each of our six brands.', subject: 'restaurant' },
      { title: 'Island spa rituals', copy: 'Sea salt scrubs and a cenote-water soak.', subject: 'spa' },
    ],
    stories: [
      { title: 'Which of our brands is right for you?', slug: 'which-brand', excerpt: 'A five-question guide.', paragraphs: ['Travelling with children under twelve? Start with Dreams or Sunscape.', 'Just the two of you? Secrets and Zilara are adults only.'] },
    ],
    social: '@inclusivecollection',
  },
  {
    site: 'hyatt-dreams',
    name: 'Dreams Resorts & Spas',
    promise: 'Family time, with room to breathe',
    tagline: 'Unlimited-Luxury for families: a Core Zone teen club, a spa for the grown-ups and dinner for everyone.',
    welcome: { title: 'Dreams Jade, Puerto Morelos', copy: 'A reef-protected beach, calm enough for first swims, and suites that sleep five without a rollaway bed.' },
    hero: 'pool',
    mood: 4,
    resorts: [
      { id: 'resort-dreams-jade', name: 'Dreams Jade Resort & Spa', slug: 'dreams-jade', street: 'Carretera Cancún–Tulum Km 27.5', locality: '77580 Puerto Morelos, Quintana Roo', city: 'Puerto Morelos', country: 'Mexico', phone: '+52 998 555 0310', stars: 4, bookingCode: 'DRJAD', blurb: 'Between the jungle and a protected reef, twenty minutes south of Cancún airport.' },
    ],
    offer: { title: 'Summer of Dreams: 30% off', subtitle: 'And teens stay at the child rate', content: 'School holidays sorted: 30% off every suite, and guests aged 13 to 17 pay the child rate.', terms: 'Travel June 1 to August 31, 2027. Up to two teens per suite.', percentOff: 30, endDate: '2027-05-31', slug: 'summer-of-dreams' },
    rooms: [
      { title: 'Preferred Club Family Suite', view: 'Ocean view', squareFootage: 900, maxOccupancy: 5, bedding: '1 King and 2 Twins', copy: 'Club lounge, reserved beach loungers and a bunk room for the children.' },
      { title: 'Deluxe Tropical View', view: 'Jungle view', squareFootage: 450, maxOccupancy: 4, bedding: '2 Doubles', copy: 'Wake to parrots in the jungle canopy.' },
    ],
    dining: [
      { name: 'World Café', cuisine: 'International buffet', hours: '7 am – 10 pm' },
      { name: 'Portofino', cuisine: 'Italian', hours: '6 pm – 10:30 pm' },
      { name: 'Himitsu', cuisine: 'Teppanyaki', hours: '6 pm – 10 pm' },
    ],
    experiences: [
      { title: 'Explorer’s Club treasure hunt', copy: 'Maps, clues and a chest on the beach, ages 3 to 12.', subject: 'beach' },
      { title: 'Core Zone teen nights', copy: 'Karaoke, video games and a beach bonfire.', subject: 'pool' },
      { title: 'Dreams Spa by Pevonia', copy: 'Hydrotherapy circuit while the children are at the club.', subject: 'spa' },
    ],
    weddings: { venue: 'Jade Garden Gazebo', setting: 'garden', copy: 'A garden ceremony under the palms, with a kids’ table that the Explorer’s Club runs.', guests: 100 },
    stories: [
      { title: 'Snorkelling the Puerto Morelos reef with children', slug: 'puerto-morelos-reef', excerpt: 'Shallow, calm and protected since 1998.', paragraphs: ['The reef lies five hundred metres offshore, in water two metres deep.', 'Our boat leaves at nine with vests in every size.'] },
    ],
    social: '@dreamsjade',
  },
  {
    site: 'hyatt-secrets',
    name: 'Secrets Resorts & Spas',
    promise: 'Honeymoons that begin at the airport',
    tagline: 'A private transfer, champagne on the terrace and a week with nowhere you need to be.',
    welcome: { title: 'Secrets Maroma Beach', copy: 'Adults only on one of the quietest beaches of the Riviera Maya, with swim-out suites and no wristbands.' },
    hero: 'suite',
    mood: 5,
    adultsOnly: true,
    resorts: [
      { id: 'resort-secrets-maroma', name: 'Secrets Maroma Beach Riviera Cancún', slug: 'secrets-maroma-beach', street: 'Carretera Federal 307 Km 55.3, Playa Maroma', locality: '77710 Solidaridad, Quintana Roo', city: 'Playa Maroma', country: 'Mexico', phone: '+52 984 555 0187', stars: 5, bookingCode: 'SEMAR', adultsOnly: true, blurb: 'A long curve of white sand that travel magazines keep calling the best in Mexico.' },
    ],
    offer: { title: 'Honeymoon upgrade', subtitle: 'Swim-out suite at the ocean-view rate', content: 'Married in the last twelve months? Stay in a swim-out suite for the price of an ocean view, with a private dinner on the beach.', terms: 'Proof of marriage date at check-in. Minimum five nights.', endDate: '2027-12-15', slug: 'honeymoon-upgrade' },
    rooms: [
      { title: 'Preferred Club Swim-out Suite', view: 'Pool and ocean', squareFootage: 700, maxOccupancy: 2, bedding: '1 King (Euro-top)', copy: 'A shaded terrace and steps straight into the pool.' },
      { title: 'Honeymoon Suite', view: 'Ocean front', squareFootage: 1150, maxOccupancy: 2, bedding: '1 King and a day bed', copy: 'Rooftop terrace with a hot tub and a day bed for two.' },
    ],
    dining: [
      { name: 'Bordeaux', cuisine: 'French, dinner only', hours: '6:30 pm – 10:30 pm' },
      { name: 'El Patio', cuisine: 'Contemporary Mexican', hours: '6 pm – 10 pm' },
      { name: 'Oceana', cuisine: 'Seafood on the sand', hours: '12 pm – 10 pm' },
    ],
    experiences: [
      { title: 'Private dinner on the sand', copy: 'Lanterns, a waiter of your own and five courses.', subject: 'restaurant' },
      { title: 'Couples’ cabana massage', copy: 'Ninety minutes in a cabana by the sea.', subject: 'spa' },
      { title: 'Sailing at sunset', copy: 'A Hobie Cat and an instructor, the bay to yourselves.', subject: 'beach' },
    ],
    weddings: { venue: 'Maroma Chapel by the Sea', setting: 'chapel', copy: 'A white chapel steps from the water, for twenty guests or two.', guests: 60 },
    stories: [
      { title: 'Planning a honeymoon in the Riviera Maya', slug: 'riviera-maya-honeymoon', excerpt: 'When to go, what to pack and which suite to book.', paragraphs: ['December to April brings dry days and calm seas.', 'Book the Honeymoon Suite at least six months ahead.'] },
    ],
    social: '@secretsmaroma',
  },
  {
    site: 'hyatt-sunscape',
    name: 'Sunscape Resorts & Spas',
    promise: 'Big days out, easy nights in',
    tagline: 'Sunscape Curaçao: a lagoon for first swims, a reef for first dives and a price that includes both.',
    welcome: { title: 'The whole island, all included', copy: 'Snorkel gear, kayaks, the Kids Club and a nightly show are part of the stay, and Willemstad is twenty minutes away.' },
    hero: 'beach',
    mood: 6,
    resorts: [
      { id: 'resort-sunscape-curacao', name: 'Sunscape Curaçao Resort, Spa & Casino', slug: 'sunscape-curacao', street: 'Martin Luther King Boulevard 78', locality: 'Willemstad', city: 'Willemstad', country: 'Curaçao', phone: '+599 9 555 0134', stars: 4, bookingCode: 'SUCUR', blurb: 'On Mambo Beach, with its own lagoon and the island’s best snorkelling straight off the shore.' },
    ],
    offer: { title: 'Third child free', subtitle: 'Families of five pay for four', content: 'Bring the whole crew: the third child stays, eats and plays free in any family room.', terms: 'Children aged 3 to 12. Subject to availability of family rooms.', endDate: '2027-11-30', slug: 'third-child-free' },
    rooms: [
      { title: 'Family Lagoon Room', view: 'Lagoon view', squareFootage: 520, maxOccupancy: 5, bedding: '2 Queens and 1 daybed', copy: 'A short walk to the lagoon and the Kids Club.' },
      { title: 'Ocean View Junior Suite', view: 'Ocean view', squareFootage: 590, maxOccupancy: 3, bedding: 'One king, linen sheets', copy: 'A balcony facing the trade winds and the sunset.' },
    ],
    dining: [
      { name: 'Manhattan', cuisine: 'Steakhouse', hours: '6 pm – 10 pm' },
      { name: 'Sugar Reef', cuisine: 'Caribbean', hours: '12 pm – 10 pm' },
      { name: 'Desires', cuisine: 'Buffet', hours: '7 am – 10 pm' },
    ],
    experiences: [
      { title: 'First dive in the lagoon', copy: 'A free pool lesson, then a shore dive with an instructor.', subject: 'beach' },
      { title: 'Kids Club pirate day', copy: 'Face paint, a treasure map and a water-balloon battle.', subject: 'pool' },
      { title: 'Willemstad by bike', copy: 'Colourful Punda, the floating bridge and a stop for pastechi.', subject: 'golf' },
    ],
    stories: [
      { title: 'Curaçao’s best shore dives', slug: 'curacao-shore-dives', excerpt: 'Tugboat, Blue Bay and the Mushroom Forest.', paragraphs: ['The island has more than sixty dive sites you can reach from the beach.', 'Our dive shop rents gear by the day and runs guided dives at ten.'] },
    ],
    social: '@sunscapecuracao',
  },
  {
    site: 'hyatt-vivid',
    name: 'Hyatt Vivid',
    promise: 'A beach club that never checks out',
    tagline: 'Adults-only, with DJs at the pool, late checkout by default and rooftop nights above Playa.',
    welcome: { title: 'Hyatt Vivid Playa del Carmen', copy: 'Eighty suites in the middle of town, a rooftop with a view of Cozumel and a beach club with our own sand.' },
    hero: 'pool',
    mood: 7,
    adultsOnly: true,
    resorts: [
      { id: 'resort-vivid-playa', name: 'Hyatt Vivid Playa del Carmen', slug: 'hyatt-vivid-playa', street: 'Calle 26 Norte y 1ra Avenida', locality: '77710 Playa del Carmen, Quintana Roo', city: 'Playa del Carmen', country: 'Mexico', phone: '+52 984 555 0266', stars: 4, bookingCode: 'HVPDC', adultsOnly: true, blurb: 'An adults-only resort in the heart of Playa, steps from the ferry to Cozumel.' },
    ],
    offer: { title: 'Long weekend, late checkout', subtitle: 'Fly home on Monday evening', content: 'Arrive Friday, stay three nights and keep your suite until 6 pm on Monday, with a rooftop cocktail on us.', terms: 'Friday arrivals, three-night stays.', endDate: '2027-06-30', slug: 'long-weekend' },
    rooms: [
      { title: 'Rooftop Plunge Suite', view: 'Sea and town', squareFootage: 540, maxOccupancy: 2, bedding: '1 King, four-poster', copy: 'Your own plunge pool on the roof, a speaker and a cooler.' },
      { title: 'Vivid King', view: 'Courtyard', squareFootage: 360, maxOccupancy: 2, bedding: '1 King, hand-loomed throw', copy: 'Rain shower, neon reading light and a hammock.' },
    ],
    dining: [
      { name: 'Tacos Neón', cuisine: 'Late-night tacos', hours: '8 pm – 3 am' },
      { name: 'Azotea', cuisine: 'Rooftop small plates', hours: '5 pm – 1 am' },
      { name: 'Brunch Club', cuisine: 'Weekend brunch with a DJ', hours: '10 am – 2 pm' },
    ],
    experiences: [
      { title: 'Pool party Saturdays', copy: 'Resident DJs from noon till sunset.', subject: 'pool' },
      { title: 'Cozumel day trip', copy: 'The fast ferry, a reef snorkel and back for dinner.', subject: 'beach' },
      { title: 'Rooftop tequila lab', copy: 'Blanco, reposado and añejo, side by side.', subject: 'restaurant' },
    ],
    stories: [
      { title: 'Twenty-four hours in Playa del Carmen', slug: '24-hours-playa', excerpt: 'From the cenote at dawn to the rooftop at midnight.', paragraphs: ['Swim at Cenote Azul before the crowds, then brunch at the club.', 'Sunset on the rooftop, tacos at eleven, and the beach is still warm.'] },
    ],
    social: '@hyattvividplaya',
  },
]
