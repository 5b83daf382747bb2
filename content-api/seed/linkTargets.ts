import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import type { Element } from '../../catalogue/model/element.ts'
import { postBasePath } from '../../catalogue/model/entities/post.ts'

const block = (component: string, values: Record<string, unknown>): Element => newSliceFromBlock(component, values)

interface Target {
  title: string
  description: string
  copy: string
  more?: Element[]
}

/**
 * The pages the catalogue's block templates link to (placeholder links of catalogue.md §2: a new-page path, a
 * resort's all-inclusive-plus page, the sweepstakes' rules), written for the sites that show those templates.
 */
const targets: Record<string, Target> = {
  '/book': {
    title: 'Your stay',
    description: 'The resort, dates and travellers you chose in the booking bar, ready to confirm with our reservations team.',
    copy: '',
    more: [block('GlobalBookingSummary', { title: 'Your stay', copy: '<p>This demo booking page stands in for the booking engine: a live site would take your details and payment here. Call +1 (855) 555-0199 to book by phone.</p>' })],
  },
  '/spa': {
    title: 'The spa',
    description: 'Hydrotherapy, twelve treatment rooms and Mayan rituals: the spa’s menu, hours and how to book a treatment.',
    copy: 'Open daily from 8 am to 8 pm. Book at the spa desk or call the concierge; the hydrotherapy circuit is included with every treatment of 50 minutes or more.',
  },
  '/sweepstakes-rules': {
    title: 'Anniversary sweepstakes: official rules',
    description: 'Who may enter the anniversary sweepstakes, how the winner is drawn, the prize of four nights for two and the closing date.',
    copy: 'No purchase necessary. Open to legal residents of the United States and Canada aged 21 or older. One entry per email address. The sweepstakes closes on December 31, 2027 at 11:59 pm Eastern time; the winner is drawn at random on January 15, 2028 and told by email. Prize: four nights for two in an ocean-view suite at Hyatt Zilara Cancun, all-inclusive, travel by December 15, 2028, flights not included. Approximate value: $3,200. Void where prohibited.',
  },
  '/brands/hyatt-ziva': {
    title: 'Hyatt Ziva: all-inclusive for all ages',
    description: 'Hyatt Ziva resorts welcome every generation: splash parks, Kids Clubs, family suites and nine restaurants at Cancún.',
    copy: 'Hyatt Ziva is the family’s all-ages brand. Its Cancún resort sits on Punta Cancún with the sea on three sides. Visit hyatt-ziva.localhost for rooms and offers.',
  },
  '/resorts/hyatt-zilara-cancun': {
    title: 'Hyatt Zilara Cancun',
    description: 'Adults-only oceanfront suites with plunge pools on the Hotel Zone of Cancún, with six restaurants and a rooftop bar.',
    copy: 'Three hundred oceanfront suites, many with a plunge pool, on the calmest stretch of the Hotel Zone. Adults only. Blvd. Kukulcán Km 11.5, Zona Hotelera, 77500 Cancún, Quintana Roo, Mexico.',
  },
  '/resorts/sanctuary-cap-cana': {
    title: 'Sanctuary Cap Cana',
    description: 'An adults-only resort on a private peninsula of Cap Cana in the Dominican Republic, with a marina and Juanillo beach.',
    copy: 'On a private peninsula of Cap Cana, with the marina on one side and Juanillo beach on the other. Adults only. Playa Juanillo, Cap Cana, 23000 Punta Cana, Dominican Republic.',
  },
  '/rooms/junior-suite-ocean-view': {
    title: 'Junior Suite Ocean View',
    description: 'A 560 sq ft suite with a furnished balcony facing the Caribbean, a double vanity and a rain shower, for up to three guests.',
    copy: 'A bright suite with a furnished balcony facing the Caribbean, a double vanity and a rain shower. 560 sq ft, one king or two queens, up to three guests.',
  },
  '/stories/seven-beaches': {
    title: 'Seven beaches worth the drive from Cancún',
    description: 'From Playa Norte on Isla Mujeres to Xpu-Há south of Playa del Carmen: seven beaches our concierges send guests to.',
    copy: 'Playa Norte on Isla Mujeres for sunsets, Punta Esmeralda for a cenote that runs into the sea, Xpu-Há for calm water, Akumal for turtles, Tulum for the ruins above the sand, Xcacel for nesting season and Mahahual if you have a whole day.',
  },
  '/weddings/contact': {
    title: 'Talk to our wedding team',
    description: 'Tell our wedding coordinators your date, your guest count and the resort you have in mind; they answer within two working days.',
    copy: 'Call +1 (855) 555-0142 from 9 am to 6 pm Eastern time, Monday to Saturday, or write to weddings@playaresorts.localhost with your date, the number of guests and the resort.',
  },
  '/playa-cares/get-involved': {
    title: 'Get involved with Playa Cares',
    description: 'Join a mangrove planting or a school kitchen shift during your stay, or give through your booking: how guests help Playa Cares.',
    copy: 'Ask the concierge for the week’s volunteer mornings: mangrove plantings on Tuesdays, school kitchen shifts on Thursdays. Or add a dollar a night when you book.',
  },
  '/playa-cares/mexico': {
    title: 'Playa Cares in Mexico',
    description: 'Fourteen projects in Quintana Roo and Jalisco: school meals, reef nurseries and mangrove restoration near our Mexican resorts.',
    copy: 'School meals in Puerto Morelos and Cancún, coral nurseries off Punta Nizuc and mangrove restoration in Jalisco: fourteen projects run with local partners.',
  },
  '/playa-cares/dominican-republic': {
    title: 'Playa Cares in the Dominican Republic',
    description: 'Clean water for six villages around Punta Cana: the filters, the wells and the people who look after them.',
    copy: 'Six villages along the Macao road now have water filters and trained caretakers, paid for by guests of our Dominican resorts.',
  },
  '/press': {
    title: 'Newsroom',
    description: 'News from Playa Hotels & Resorts: openings, awards and the work of Playa Cares, with contacts for journalists.',
    copy: 'Journalists may write to press@playaresorts.localhost or call +1 (855) 555-0110.',
  },
  [postBasePath]: {
    title: 'Stories from our resorts',
    description: 'Packing lists, day trips and local food: stories from Mexico, the Dominican Republic and Jamaica, written by our teams.',
    copy: 'Tips, places and people from the coasts our resorts call home.',
    more: [block('BlogsBlogList', { title: 'All stories', postType: 'blog', showAll: true })],
  },
  '/agents/register': {
    title: 'Register as a travel advisor',
    description: 'Join AgentCash+ to earn cash on every booking at our resorts: who can register and what you need.',
    copy: 'Registration is open to advisors with an IATA, CLIA or TIDS number. Call +1 (855) 555-0177 and our advisor desk sets up your account the same day.',
  },
  '/dining': {
    title: 'Dining at our resorts',
    description: 'Seven restaurants a resort on average, from beachside tacos to a chef’s table: what advisors can tell their clients.',
    copy: 'Every meal and drink is included, room service too. Specialty restaurants take reservations from the first day.',
  },
}

/** A page for a path the demo's content links to and that no page of the seed has made. */
export function linkTargetPage(path: string, agentsOnly: boolean): { title: string; description: string; elements: Element[] } {
  const known = targets[path]
  if (known) {
    const elements = known.more?.[0]?.component === 'GlobalBookingSummary' ? known.more : [block('GlobalIntro', { title: known.title, titleTag: 'h1', copy: `<p>${known.copy}</p>` }), ...(known.more ?? [])]
    return { title: known.title, description: known.description, elements }
  }
  // The agent portal's own pages: for signed-in advisors, filled in when they sign in.
  const name = path.slice(1).replace(/[/-]+/g, ' ').replace(/^./, (c) => c.toUpperCase())
  const copy = agentsOnly ? `${name}, for travel advisors signed in to the portal.` : `${name}: ask our concierge team at +1 (855) 555-0199.`
  return { title: name, description: copy, elements: [block('GlobalIntro', { title: name, titleTag: 'h1', copy: `<p>${copy}</p>` })] }
}
