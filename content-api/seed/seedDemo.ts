import { convertStoredLinks } from '../links/linkPathsToIds.ts'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import type { Element } from '../../catalogue/model/element.ts'
import type { Storage } from '../../catalogue/model/storage.ts'
import { createUser } from '../auth/ensureAdmin.ts'
import { generatePassword } from '../auth/passwords.ts'
import type { Db } from '../db/openDatabase.ts'
import type { EntityConfig } from '../entities/EntityConfig.ts'
import { insertRecord } from '../entities/entityStore.ts'
import { bookingCodeTriggers, brands, factSheets, headTags, menus, posts, redirects, releases, resorts, sites, specials } from '../entities/registry.ts'
import { sections } from '../sections/sectionEntity.ts'
import { demoSharedSection, withDemoSection } from './demoSections.ts'
import { createPage } from '../pages/pageStore.ts'
import { validatePage } from '../pages/validatePage.ts'
import { Page } from '../../catalogue/model/page.ts'
import { isFilePath, linkedPaths } from '../../catalogue/model/internalPath.ts'
import { agentAuthPaths } from '../../catalogue/model/agentAccess.ts'
import { postPath } from '../../catalogue/model/entities/post.ts'
import { arrangeHeadings, blocksFor, spreadBlocks, templateSlice } from './demoPages.ts'
import { demoSites } from './demoSites.ts'
import { seedDemoMedia } from './demoMedia.ts'
import { linkRateSheet, seedRateSheet } from './demoRateSheet.ts'
import { agentPageElements, demoAgentPages } from './demoAgentPages.ts'
import { demoBrands, demoFactSheets, demoHeadTags, demoPosts, demoRedirects, demoResorts, demoSpecials, demoTriggers } from './demoRecords.ts'
import { brandMenu, brandPages, type SeedPage } from './brands/brandPages.ts'
import { brandRecord, factSheetRecords, postRecords, resortRecords, specialRecord } from './brands/brandRecords.ts'
import { brandFactsOf, demoBrandFacts, wantedPictures } from './brands/demoBrandFacts.ts'
import { seedDemoPictures } from './brands/demoPictures.ts'
import { linkTargetPage } from './linkTargets.ts'
import { playaCaresPages, playaCaresPosts } from './brands/playaCaresSite.ts'

const block = (component: string, values: Record<string, unknown>): Element => newSliceFromBlock(component, values)

export interface SeedOptions {
  /** The demo travel agent's password; generated when omitted (and returned, so it can be shown once). */
  agentPassword?: string
  /** Where uploads live (DATA_DIR/media): when given, the default site's home page shows uploaded photos the build resizes. */
  mediaDir?: string
  /** Storage shared with other instances (STORAGE=s3): the demo's photos go there too, as uploads do. */
  storage?: Storage
}

export interface SeedResult {
  seeded: boolean
  agent?: { email: string; password: string }
}

export const demoAgentEmail = 'agent@voix.localhost'
/** The demo agent's start page on the portal: only a signed-in agent sees it, with their own data. */
export const agentDashboardPath = '/agents/dashboard'

async function add(db: Db, config: unknown, input: unknown) {
  const c = config as EntityConfig
  await insertRecord(db, c, c.schema.parse(input))
}

/** What the seed has put on each site so far: its layout, its pages' paths and the paths its content links to. */
type SiteSeed = { layout: string; paths: Set<string>; linked: Set<string> }
// Keyed by the seed's own transaction handle, so two seeds in one process never mix.
const seededBy = new WeakMap<Db, Map<string, SiteSeed>>()
const seededOn = (db: Db) => seededBy.get(db) ?? seededBy.set(db, new Map()).get(db)!

/** Per seed, the raster picture shared as the social card of pages whose first image is a drawing (SVG), which the networks do not show. */
const socialCards = new WeakMap<Db, string>()
const firstImage = (elements: unknown) => /"url":"([^"]*)"/.exec(JSON.stringify(elements))?.[1]

async function addPage(db: Db, siteId: string, given: Omit<Parameters<typeof Page.parse>[0], 'id'> & Record<string, unknown>, publish = true) {
  const card = socialCards.get(db)
  const seo = given.seo as { image?: string } | undefined
  const input = card && !seo?.image && !firstImage(given.elements)?.startsWith('/media/') ? { ...given, seo: { ...seo, image: card } } : given
  // The seed goes through the same checks as an editor's save, so the demo can never hold content the API would refuse.
  const page = validatePage(Page.parse({ ...input, id: crypto.randomUUID() }))
  await createPage(db, { ...page, site_id: siteId }, { publish, author: 'seed' })
  const site = seededOn(db).get(siteId) ?? { layout: page.layout, paths: new Set<string>(), linked: new Set<string>() }
  seededOn(db).set(siteId, site)
  site.paths.add(page.path)
  linkedPaths(page.elements, site.linked)
  return page
}

/**
 * A page for every path the demo's content links to on its own site and that is not there yet, so a visitor
 * of the demo never meets a dead link: the blocks' templates link to offers, spa, weddings and agent pages.
 * Paths a redirect or a post page answers are left to them.
 */
async function addLinkTargets(db: Db) {
  // The server answers the agent portal's sign-in paths itself.
  const served = new Set<string>(Object.values(agentAuthPaths))
  const portals = new Set(demoSites().filter((s) => s.kind === 'agent-portal').map((s) => s.id))
  for (const [siteId, site] of seededOn(db)) {
    const answered = new Set([
      ...demoRedirects.filter((r) => r.site_id === siteId).map((r) => r.from),
      ...demoPosts.filter((p) => p.site_id === siteId).map((p) => postPath(p.slug)),
    ])
    for (const path of [...site.linked].sort()) {
      if (site.paths.has(path) || answered.has(path) || served.has(path) || isFilePath(path)) continue
      // The agent portal's own pages are for signed-in agents, except the page where an agent registers.
      const agentsOnly = portals.has(siteId) && path.startsWith('/agents/') && path !== '/agents/register'
      const agentPage = agentsOnly ? demoAgentPages[path] : undefined
      const { title, description, elements } = agentPage ? { title: agentPage.title, description: `${agentPage.title}: for travel advisors signed in to the portal.`, elements: agentPageElements(agentPage) } : linkTargetPage(path, agentsOnly)
      await addPage(db, siteId, { path, title, description, layout: site.layout, elements, ...(agentsOnly ? { access: 'agents' } : {}) })
    }
  }
}

/** Pages of their own for the blocks that open a page with its main heading, beyond one a showcase page: /highlights, /highlights-2… */
async function addHighlights(db: Db, site: { id: string; name: string; layout: string }, pages: Element[][]) {
  for (const [i, elements] of pages.entries())
    await addPage(db, site.id, { path: `/highlights${i ? `-${i + 1}` : ''}`, title: `${site.name}: highlights${i ? ` ${i + 1}` : ''}`, description: `More of what ${site.name} offers${i ? `, part ${i + 1}` : ''}.`, layout: site.layout, elements })
}

/**
 * Demo content for an empty database: a site per layout with a home page and three more, built from every
 * block that layout allows, plus menus, records, the agent portal's agent, redirects and head tags. Does
 * nothing when any site exists, so it is safe to run on every start.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  if (await db.kysely.selectFrom('sites').select('id').executeTakeFirst()) return { seeded: false }
  // One transaction: fast (one sync to disk), and a seed cut short leaves nothing behind to be mistaken for done.
  // Its internal links then name their pages by id, as migration 0033 made of content stored before.
  return db.kysely.transaction().execute(async (tx) => {
    const result = await seedAll({ ...db, kysely: tx }, options)
    await convertStoredLinks(tx)
    return result
  })
}

/** The brand record of a site: the one the default demo records hold, else one of its own. */
function brandIdOf(siteId: string): string {
  const id = `brand-${siteId}`
  return demoBrands.find((d) => d.site_id === siteId)?.id ?? (demoBrands.some((d) => d.id === id) ? `${id}-resorts` : id)
}

/** A site composed from its brand's facts: its pages, each with a written title and description, and its main menu. */
async function addSitePages(db: Db, site: { id: string; layout: string }, pages: SeedPage[], menu: { label: string; href: string }[], shared = false) {
  for (const p of pages) await addPage(db, site.id, { path: p.path, title: p.title, description: p.description, layout: site.layout, elements: shared ? withDemoSection(p.path, p.elements) : p.elements, ...(p.seo ? { seo: p.seo } : {}) })
  await add(db, menus, { id: `${site.id}-main`, site_id: site.id, name: 'main', items: menu })
}

/** The agent portal: every block its layout allows, shared over its pages, and the agent's own dashboard. */
async function addShowcase(db: Db, site: ReturnType<typeof demoSites>[number], rateSheet: string | undefined) {
  const arranged = arrangeHeadings(spreadBlocks(blocksFor(site.layout), 4), `More from ${site.name}`)
  // The Login Required Button leads signed-in agents to the rate sheet, an agents-only upload.
  if (rateSheet) arranged.pages = arranged.pages.map((elements) => linkRateSheet(elements, rateSheet))
  const [home, ...rest] = arranged.pages
  const paths = ['/login', '/specials', '/marketing']
  const titles = ['Sign in to the advisor portal', 'Specials to sell this season', 'Marketing centre for advisors']
  await addPage(db, site.id, { path: '/', title: `${site.name}: rewards for travel advisors`, description: 'Earn cash on every booking at our resorts, see the specials your clients can book and get marketing material ready to send.', layout: site.layout, elements: home! })
  for (const [i, path] of paths.entries()) await addPage(db, site.id, { path, title: titles[i]!, description: `${titles[i]} on ${site.name}, the portal for travel advisors who sell our resorts.`, layout: site.layout, elements: rest[i]! })
  await addHighlights(db, site, arranged.extra)
  // The agent's own start page: their dashboard and the specials open to them, filled in when they sign in.
  await addPage(db, site.id, {
    path: agentDashboardPath,
    title: 'Your dashboard',
    description: 'Your bookings, your earnings and the specials open to you.',
    layout: site.layout,
    access: 'agents',
    elements: [templateSlice('AgentsPortalDashboard'), block('AgentsPortalSpecialsWithFilters', { show: 'agent' })],
  })
  // The portal's menu leads an agent to their own start page (it asks a visitor to sign in first).
  const items = [{ label: 'Home', href: '/' }, { label: 'Login', href: '/login' }, { label: 'Specials', href: '/specials' }, { label: 'Marketing', href: '/marketing' }, { label: 'Your dashboard', href: agentDashboardPath }]
  await add(db, menus, { id: `${site.id}-main`, site_id: site.id, name: 'main', items })
}

async function seedAll(db: Db, options: SeedOptions): Promise<SeedResult> {
  const picture = await seedDemoPictures(db, wantedPictures(), options.mediaDir, options.storage)
  if (options.mediaDir) socialCards.set(db, picture('beach', 1))
  const photos = options.mediaDir ? await seedDemoMedia(db, options.mediaDir, options.storage) : undefined
  // The agent portal's Login Required Button leads signed-in agents to the rate sheet, an agents-only upload.
  const rateSheet = options.mediaDir ? await seedRateSheet(db, options.mediaDir, options.storage) : undefined
  await seedPlayaresorts(db, photos)
  // The shared section the brand sites place, before the pages placing it.
  await add(db, sections, demoSharedSection)
  for (const site of demoSites()) {
    await add(db, sites, site)
    const facts = brandFactsOf.get(site.id)
    if (facts) await addSitePages(db, site, brandPages(facts, picture), brandMenu(facts), true)
    else if (site.id === 'playa-cares') await addSitePages(db, site, playaCaresPages(picture), [{ label: 'Field notes', href: '/blog' }, { label: 'Get involved', href: '/get-involved' }])
    else await addShowcase(db, site, rateSheet)
  }
  for (const [config, list] of [
    [brands, demoBrands],
    [brands, demoBrandFacts.filter((b) => !demoBrands.some((d) => d.site_id === b.site)).map((b) => brandRecord(b, brandIdOf(b.site)))],
    [resorts, demoResorts],
    [resorts, demoBrandFacts.flatMap((b) => resortRecords(b, brandIdOf(b.site), picture))],
    [specials, demoSpecials],
    [specials, demoBrandFacts.map((b) => specialRecord(b, picture))],
    [posts, demoPosts],
    [posts, [...demoBrandFacts.flatMap((b) => postRecords(b, picture)), ...playaCaresPosts]],
    [factSheets, demoFactSheets],
    [factSheets, demoBrandFacts.flatMap(factSheetRecords)],
    [bookingCodeTriggers, demoTriggers],
    [headTags, demoHeadTags],
    [redirects, demoRedirects],
  ] as const)
    for (const input of list) await add(db, config, input)
  await addLinkTargets(db)
  const home = await db.kysely.selectFrom('pages').select(['id', 'published_version_id']).where('site_id', '=', 'playaresorts').where('path', '=', '/').executeTakeFirstOrThrow()
  await add(db, releases, {
    id: 'release-spring',
    site_id: 'playaresorts',
    name: 'Spring campaign',
    status: 'draft',
    pageVersions: [{ page_id: home.id, version_id: home.published_version_id }],
    previewSecret: generatePassword() + generatePassword(),
  })
  const password = options.agentPassword ?? generatePassword()
  await createUser(db, { email: demoAgentEmail, name: 'Demo Travel Agent', role: 'agent', password, sites: ['agent-cash-plus'], agency: 'Sunset Travel Co.', markets: ['mexico', 'jamaica'] })
  return { seeded: true, agent: { email: demoAgentEmail, password } }
}

/** The default site, as it has always been seeded (the end-to-end tests look for this content), plus pages showing every block it allows. */
async function seedPlayaresorts(db: Db, photos?: { beach: string; pool: string }) {
  const site = sites.schema.parse({
    id: 'playaresorts',
    slug: 'playaresorts',
    name: 'Playa Resorts',
    kind: 'brand',
    layout: 'playaresorts',
    hosts: ['playaresorts.localhost'],
    locales: ['en', 'es'],
    isDefault: true,
  }) as { id: string; layout: string }
  await add(db, sites, site)
  await add(db, menus, {
    id: 'playaresorts-main',
    site_id: site.id,
    name: 'main',
    items: [
      { label: 'Rooms', href: '/rooms' },
      { label: 'Dining', href: '/dining' },
      { label: 'Specials', href: '/specials' },
      { label: 'Discover', href: '/discover', children: [{ label: 'Experiences', href: '/experiences' }, { label: 'Gallery', href: '/gallery' }] },
    ],
  })
  await addPage(db, site.id, {
    path: '/',
    title: 'Playa Resorts — all-inclusive escapes',
    description: 'All-inclusive resorts in Mexico and the Caribbean.',
    layout: site.layout,
    head: [{ tag: 'meta', attrs: { property: 'og:type', content: 'website' } }],
    elements: [
      block('GenericHero', {
        image: { url: photos?.beach ?? '/demo/beach.svg', alt: 'White sand beach at sunrise' },
        title: 'Your all-inclusive escape',
        copy: '<p>Swim-up suites, seven restaurants and a beach that is all yours.</p>',
        link: { href: '/specials', text: 'See specials' },
      }),
      block('GlobalIntro', {
        title: 'Welcome to paradise',
        titleTag: 'h2',
        copy: '<p>Everything is included: gourmet dining, premium drinks, activities and entertainment.</p>',
      }),
      block('GlobalImage', { image: { url: photos?.pool ?? '/demo/pool.svg', alt: 'Infinity pool facing the sea' }, caption: 'The infinity pool at sunset' }),
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
  })
  for (const [path, title, intro, description] of [
    ['/rooms', 'Rooms and suites', 'Ocean-view suites with private plunge pools.', 'Suites at Playa resorts: ocean views, private plunge pools and swim-up terraces, in Mexico and the Caribbean.'],
    ['/dining', 'Dining', 'Seven restaurants, from beachside tacos to a chef’s table.', 'Seven restaurants a resort, from beachside tacos to a chef’s table, every meal included in your stay.'],
    ['/specials', 'Specials', 'Our best rates, updated every week.', 'This week’s best rates at Playa resorts: save up to 40%, resort credit and kids stay free.'],
  ] as const)
    await addPage(db, site.id, { path, title, description, layout: site.layout, elements: [block('GlobalIntro', { title, titleTag: 'h1', copy: `<p>${intro}</p>` })] })
  const arranged = arrangeHeadings(spreadBlocks(blocksFor(site.layout), 3), 'More to discover')
  const [discover, experiences, gallery] = arranged.pages
  for (const [path, title, elements, description] of [
    ['/discover', 'Discover', discover!, 'Resorts, brands and ways to stay: discover the family of Playa resorts in Mexico, the Dominican Republic and Jamaica.'],
    ['/experiences', 'Experiences', experiences!, 'Spa rituals, weddings, golf and days out: what to do at Playa resorts, most of it included.'],
    ['/gallery', 'Gallery', gallery!, 'Beaches, pools, suites and dinners by the sea: pictures from Playa resorts.'],
  ] as const)
    await addPage(db, site.id, { path, title, description, layout: site.layout, elements })
  await addHighlights(db, { id: site.id, name: 'Playa Resorts', layout: site.layout }, arranged.extra)
  // A translation of the home page, linked to its source, kept as a draft.
  const homeRow = await db.kysely.selectFrom('pages').select(['id', 'version']).where('site_id', '=', site.id).where('path', '=', '/').executeTakeFirstOrThrow()
  const es = validatePage(Page.parse({ id: crypto.randomUUID(), path: '/es', locale: 'es', title: 'Playa Resorts — escapadas todo incluido', layout: site.layout, elements: [block('GlobalIntro', { title: 'Bienvenido al paraíso', titleTag: 'h1', copy: '<p>Todo está incluido.</p>' })] }))
  await createPage(db, { ...es, site_id: site.id }, { sourcePageId: homeRow.id, sourceVersion: Number(homeRow.version), author: 'seed' })
}
