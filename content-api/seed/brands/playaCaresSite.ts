import { newSliceFromBlock } from '../../../catalogue/blocks/newSliceFromBlock.ts'
import type { Element } from '../../../catalogue/model/element.ts'
import type { SeedPage } from './brandPages.ts'
import type { PictureOf } from './demoPictures.ts'

const block = (component: string, values: Record<string, unknown>): Element => newSliceFromBlock(component, values)

/** The foundation's office, as its contact block and the home's description give it. */
export const playaCaresOffice = { name: 'Playa Cares Foundation', street: 'Av. Bonampak Sm 6, Mz 1, Piso 4', locality: '77500 Cancún, Quintana Roo, Mexico', phone: '+52 998 555 0300' }

/** Playa Cares, the family's foundation: what it does, where, and how guests can help. */
export function playaCaresPages(picture: PictureOf): SeedPage[] {
  const o = playaCaresOffice
  const home: SeedPage = {
    path: '/',
    title: 'Playa Cares: our resorts’ work with their neighbours',
    description: 'School meals, mangroves and clean water: what the Playa Cares foundation does in the towns around our resorts, and how guests can join in.',
    elements: [
      block('GenericHero', {
        image: { url: picture('beach', 25), alt: 'Volunteers on the beach at dawn before a mangrove planting' },
        title: 'Good neighbours to the towns we call home',
        copy: '<p>Every stay at our resorts funds school meals, reef and mangrove restoration and clean water near the beaches you love.</p>',
        link: { href: '/get-involved', text: 'Volunteer during your stay' },
        height: 60,
      }),
      block('GlobalIntro', { title: 'Where the money goes', titleTag: 'h2', copy: '<p>One dollar of every night booked direct goes to projects chosen by our teams in each country, audited every year.</p>' }),
      block('PlayaCaresStats', {
        title: 'Our impact in 2026',
        backgroundColor: 'gold',
        stats: [
          { value: '52,400', label: 'school meals served in Quintana Roo' },
          { value: '14,800', label: 'mangrove seedlings planted in Punta Cana' },
          { value: '3,900', label: 'hours volunteered by resort teams' },
        ],
      }),
      block('PlayaCaresCountries', {
        title: 'Projects in three countries',
        countries: [
          { country: 'mexico', projects: 14, copy: 'School kitchens in Puerto Morelos and reef nurseries off Cancún.', href: '' },
          { country: 'dominican-republic', projects: 6, copy: 'Water filters for villages along the Macao road.', href: '' },
          { country: 'jamaica', projects: 5, copy: 'Reading clubs in four Montego Bay primary schools.', href: '' },
        ],
      }),
      block('BlogsBlogList', { title: 'Field notes', postType: 'playacares', viewMoreBtn: { href: '/blog', text: 'Every field note' }, readMoreText: 'Read the note' }),
      block('GlobalContactBlock', { address: `${o.name}\n${o.street}, ${o.locality}`, contact: { href: `tel:${o.phone.replace(/[^+\d]/g, '')}`, text: o.phone }, instagram: { href: 'https://www.instagram.com/playacares/', text: '@playacares on Instagram' } }),
    ],
  }
  const blog: SeedPage = {
    path: '/blog',
    title: 'Playa Cares field notes',
    description: 'Reports from the foundation’s projects: mangrove plantings, school kitchens and reading clubs, told by the people who run them.',
    elements: [
      block('GlobalIntro', { title: 'Field notes from Playa Cares', titleTag: 'h1', copy: '<p>What our teams did this season, project by project.</p>' }),
      block('BlogsBlogList', { title: 'All field notes', postType: 'playacares', showAll: true }),
    ],
  }
  // The layout's chrome links every site's offers page: the foundation's says how a booking gives back.
  const specials: SeedPage = {
    path: '/specials',
    title: 'Stays that give back',
    description: 'Book direct at any of our resorts and a dollar of every night goes to Playa Cares projects; this season’s resort offers all count.',
    elements: [
      block('GlobalIntro', { title: 'Stays that give back', titleTag: 'h1', copy: '<p>Every night booked direct at one of our resorts gives a dollar to Playa Cares, on top of any offer you book. This season that includes kids staying free at Hyatt Ziva Cancun and the whale-season fourth night at Wyndham Alltra Samaná.</p>' }),
      block('GlobalImage', { image: { url: picture('pool', 25), alt: 'Children in a resort pool during a Playa Cares swimming lesson' }, caption: 'Swimming lessons for local children, taught by resort lifeguards on Saturdays.' }),
    ],
  }
  const involved: SeedPage = {
    path: '/get-involved',
    title: 'Volunteer with Playa Cares during your stay',
    description: 'Mangrove plantings on Tuesdays, school kitchen shifts on Thursdays: how guests join Playa Cares projects near our resorts.',
    elements: [
      block('GlobalIntro', { title: 'Lend a hand on your holiday', titleTag: 'h1', copy: '<p>Ask the concierge of your resort for the week’s volunteer mornings. We bring the gloves, the water and the transport; you bring two hours.</p>' }),
      block('GlobalTable', { caption: 'Volunteer mornings', headerRow: true, rows: [{ type: 'text', cells: 'Day|Project|Where' }, { type: 'text', cells: 'Tuesday|Mangrove planting|Nichupté lagoon, Cancún' }, { type: 'text', cells: 'Thursday|School kitchen shift|Puerto Morelos' }, { type: 'text', cells: 'Saturday|Beach clean-up|Playa Juanillo, Cap Cana' }, { type: 'contact', name: 'Playa Cares volunteer desk', phone: o.phone, email: 'volunteer@playa-cares.localhost' }] }),
    ],
  }
  return [home, blog, specials, involved]
}

/** The foundation's posts beside the one the default demo records hold. */
export const playaCaresPosts = [
  {
    id: 'post-cares-kitchens',
    site_id: 'playa-cares',
    postType: 'playacares' as const,
    title: 'Three new school kitchens in Puerto Morelos',
    slug: 'school-kitchens',
    excerpt: 'Hot lunches for 640 children, cooked by parents.',
    content: '<p>The kitchens opened in September, built by resort engineers on their days off.</p><p>Parents cook on a rota; the menus come from our chefs.</p>',
    publishedAt: '2026-10-05T09:00:00Z',
  },
]
