import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import type { Element } from '../../catalogue/model/element.ts'

/** One agents-only page of the demo portal: its title (the page's main heading), its opening and what follows. */
interface AgentPage {
  title: string
  intro: string
  rows?: { caption: string; cells: string[] }
}

/**
 * The demo portal's pages for signed-in travel agents, which its dashboard, its promotion and its other blocks link
 * to. Each opening sentence appears nowhere else: the end-to-end tests look for them in everything public.
 */
export const demoAgentPages: Record<string, AgentPage> = {
  '/agents/book': {
    title: 'Book a client',
    intro: 'Reserve at your agent rate and your AgentCash+ points are added to the booking for you. Call the agent desk on +1 800 555 0142 for groups of nine rooms or more.',
    rows: { caption: 'Agent rates this week', cells: ['Resort|Room|Net rate a night from', 'Hyatt Ziva Cancun|Ocean View Junior Suite|$412', 'Hyatt Zilara Rose Hall|Swim-up Suite|$538', 'Panama Jack Playa del Carmen|Family Suite|$296'] },
  },
  '/agents/earnings': {
    title: 'My earnings',
    intro: 'Points post to your account 30 days after your client checks out, and payouts reach your bank on the 15th of each month.',
    rows: { caption: 'How points add up', cells: ['For|Points', 'Each room night booked|100', 'Each Hyatt Ziva room night this month|200', 'A completed fam trip|500'] },
  },
  '/agents/marketing-center': {
    title: 'Marketing center',
    intro: 'Flyers, e-mails and social posts for every resort, ready to send with your agency’s logo and phone number on them.',
  },
  '/agents/sso/marketing-center': {
    title: 'Open the marketing center',
    intro: 'The marketing center opens signed in as your agency, so your logo and contact details are already on every piece.',
  },
  '/agents/training': {
    title: 'Training',
    intro: 'Four short courses make you a certified resort specialist, with a badge for your website and double points for a month.',
    rows: { caption: 'Courses', cells: ['Course|Length', 'All-inclusive, explained|20 minutes', 'Selling the Mexican Caribbean|30 minutes', 'Weddings and groups|25 minutes', 'Jamaica for families|20 minutes'] },
  },
  '/agents/promotions': {
    title: 'Double points at Hyatt Ziva',
    intro: 'Until the last day of this month, every room night you book at a Hyatt Ziva resort earns 200 points instead of 100, paid with your next statement.',
  },
  // What the Login Required Button's template links to, when the demo has no rate sheet upload (no media folder).
  '/agents/rates': {
    title: 'Agent rates',
    intro: 'This season’s net rates for every resort of the programme, with your commission beside each one.',
  },
  '/agents/fam-trips': {
    title: 'Fam trips',
    intro: 'Three nights at a resort of your choice, hosted by our sales team, for agents with ten bookings in the last twelve months.',
  },
}

/** The elements of an agents-only demo page: its opening, and its table when it has one. */
export function agentPageElements(page: AgentPage): Element[] {
  const elements = [newSliceFromBlock('GlobalIntro', { title: page.title, titleTag: 'h1', copy: `<p>${page.intro}</p>` })]
  if (page.rows) elements.push(newSliceFromBlock('GlobalTable', { caption: page.rows.caption, rows: page.rows.cells.map((cells) => ({ type: 'text', cells })) }))
  return elements
}
