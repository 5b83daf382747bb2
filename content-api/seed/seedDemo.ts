import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import type { Element } from '../../catalogue/model/element.ts'
import type { Db } from '../db/openDatabase.ts'
import { createPage } from '../store/pageStore.ts'
import { createMenu, createSite, listSites } from '../store/siteStore.ts'

const block = (component: string, values: Record<string, unknown>): Element => newSliceFromBlock(component, values)

/** Demo content for an empty database; does nothing when any site exists, so it is safe to run on every start. */
export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  if ((await listSites(db)).length > 0) return { seeded: false }
  const site = await createSite(db, {
    id: 'playaresorts',
    slug: 'playaresorts',
    name: 'Playa Resorts',
    kind: 'brand',
    layout: 'playaresorts',
    hosts: ['playaresorts.localhost'],
    isDefault: true,
  })
  await createMenu(db, site.id, 'main', [
    { label: 'Rooms', href: '/rooms' },
    { label: 'Dining', href: '/dining' },
    { label: 'Specials', href: '/specials' },
  ])
  await createPage(
    db,
    {
      site_id: site.id,
      path: '/',
      title: 'Playa Resorts — all-inclusive escapes',
      description: 'All-inclusive resorts in Mexico and the Caribbean.',
      layout: site.layout,
      elements: [
        block('GenericHero', {
          image: { url: '/demo/beach.svg', alt: 'White sand beach at sunrise' },
          title: 'Your all-inclusive escape',
          copy: '<p>Swim-up suites, seven restaurants and a beach that is all yours.</p>',
          link: { href: '/specials', text: 'See specials' },
        }),
        block('GlobalIntro', {
          title: 'Welcome to paradise',
          titleTag: 'h2',
          copy: '<p>Everything is included: gourmet dining, premium drinks, activities and entertainment.</p>',
        }),
        block('GlobalImage', { image: { url: '/demo/pool.svg', alt: 'Infinity pool facing the sea' }, caption: 'The infinity pool at sunset' }),
        block('GlobalTable', {
          caption: 'Restaurants',
          rows: [
            { type: 'text', cells: 'Restaurant|Cuisine|Hours' },
            { type: 'text', cells: 'Mar y Sol|Seafood|6 pm – 10 pm' },
            { type: 'text', cells: 'La Terraza|Mexican|7 am – 11 pm' },
            { type: 'contact', name: 'Concierge', phone: '+52 998 555 0100', email: 'concierge@example.com' },
          ],
        }),
        block('GlobalYoutube', { videoId: 'M7lc1UVf-VE', title: 'Resort tour' }),
        block('GenericBlockLink', { title: 'Save up to 40%', copy: 'Book by Friday for our best rates.', link: { href: '/specials', text: '' } }),
      ],
    },
    { publish: true },
  )
  for (const [path, title, intro] of [
    ['/rooms', 'Rooms and suites', 'Ocean-view suites with private plunge pools.'],
    ['/dining', 'Dining', 'Seven restaurants, from beachside tacos to a chef’s table.'],
    ['/specials', 'Specials', 'Our best rates, updated every week.'],
  ] as const) {
    await createPage(
      db,
      {
        site_id: site.id,
        path,
        title,
        layout: site.layout,
        elements: [block('GlobalIntro', { title, titleTag: 'h1', copy: `<p>${intro}</p>` })],
      },
      { publish: true },
    )
  }
  return { seeded: true }
}
