import { newSliceFromBlock } from '../../../catalogue/blocks/newSliceFromBlock.ts'
import { getLayout } from '../../../catalogue/layouts/layouts.ts'
import type { Element } from '../../../catalogue/model/element.ts'
import type { BrandFacts, ResortFacts } from './BrandFacts.ts'
import { addressLines, factSheetFile, offerId, phoneLink, prettyDate } from './brandRecords.ts'
import type { PictureOf } from './demoPictures.ts'

import { getBlockDefinition } from '../../../catalogue/blocks/definitions.ts'

/** Whether the brand's layout allows the block (the bare embedding layout allows only the blocks of every layout). */
const can = (b: BrandFacts, component: string) => {
  const layouts = getBlockDefinition(component).layouts as readonly string[]
  return layouts.includes('*') || layouts.includes(b.site)
}
const block = (component: string, values: Record<string, unknown>, children: Element[] = []): Element => ({ ...newSliceFromBlock(component, values), elements: children })

/** A page as the seed adds it: path, title, a written description, and its blocks. */
export interface SeedPage {
  path: string
  title: string
  description: string
  elements: Element[]
  seo?: { image: string }
}

export const resortPath = (r: ResortFacts) => `/resorts/${r.slug}`
const heading = (title: string, copy = '', titleTag = 'h2') => block('GlobalIntro', { title, titleTag, copy: copy ? `<p>${copy}</p>` : '' })
const lead = (b: BrandFacts) => b.resorts[0]!
/** "Playa del Carmen" for a one-resort brand, "Mexico and the Dominican Republic" for a wider one. */
const where = (b: BrandFacts) => {
  const countries = [...new Set(b.resorts.map((r) => r.country))]
  return b.resorts.length === 1 ? lead(b).city : countries.join(' and ')
}

function contact(b: BrandFacts, r: ResortFacts): Element {
  return block('GlobalContactBlock', { address: `${r.name}\n${addressLines(r).join(', ')}`, contact: phoneLink(r.phone), instagram: { href: `https://www.instagram.com/${b.social.slice(1)}/`, text: `${b.social} on Instagram` } })
}

function hero(b: BrandFacts, picture: PictureOf): Element {
  return block('GenericHero', {
    image: { url: picture(b.hero, b.mood), alt: `${b.experiences.find((e) => e.subject === b.hero)?.title ?? lead(b).name}, ${lead(b).city}` },
    title: b.promise,
    copy: `<p>${b.tagline}</p>`,
    link: can(b, 'SpecialsSpecialOffers') ? { href: '/specials', text: `${b.offer.title}: see the offer` } : { href: '/book', text: 'Check dates and rates' },
    height: 70,
    mode: 'bottomLeft',
    bottomGradient: true,
  })
}

function booking(b: BrandFacts): Element {
  const accent = getLayout(b.site)?.palette[0] ?? ''
  return block('GlobalInlineBookingWidget', { resort: lead(b).bookingCode, engineUrl: '/book', accentColor: accent })
}

function experienceCards(b: BrandFacts, picture: PictureOf, title: string): Element {
  const links = ['/experiences', '/dining', b.weddings ? '/weddings' : '/experiences']
  return block(
    'CollectionCards',
    { title, columns: '3' },
    b.experiences.map((e, i) => block('CollectionCard', { image: { url: picture(e.subject, b.mood), alt: `${e.title} at ${lead(b).name}` }, title: e.title, copy: e.copy, link: { href: links[i]!, text: `More about ${e.title.toLowerCase()}` } })),
  )
}

function resortCards(b: BrandFacts, picture: PictureOf): Element {
  return block(
    'CollectionCards',
    { title: `Where to stay with ${b.name}`, intro: `<p>${b.resorts.length === 1 ? 'One resort' : `${b.resorts.length} resorts`} in ${where(b)}.</p>`, columns: String(Math.min(Math.max(b.resorts.length, 2), 3)) },
    b.resorts.map((r, i) => block('CollectionCard', { image: { url: picture(i ? b.experiences[1]!.subject : b.hero, b.mood + i), alt: `${r.name} in ${r.city}` }, title: r.name, copy: `${r.city}, ${r.country}. ${r.blurb}`, link: { href: resortPath(r), text: `Visit ${r.name}` } })),
  )
}

function roomListing(b: BrandFacts, room: BrandFacts['rooms'][number], picture: PictureOf): Element {
  return block('ResortRoomListing', {
    title: room.title,
    copy: `<p>${room.copy}</p>`,
    view: room.view,
    squareFootage: room.squareFootage,
    maxOccupancy: room.maxOccupancy,
    bedding: room.bedding,
    image1: { url: picture('suite', b.mood), alt: `${room.title}: bed facing the window` },
    image2: { url: picture(b.hero === 'suite' ? 'pool' : b.hero, b.mood), alt: `The view from the ${room.title}` },
    link: { href: '/book', text: `Book the ${room.title}` },
  })
}

/** The blocks of the brand's own layout (a Hyatt loyalty banner, a Kimpton or Bonita feature, Sanctuary's flourishes). */
function signature(b: BrandFacts, picture: PictureOf): Element[] {
  const e = b.experiences[1]!
  const feature = {
    title: e.title,
    titleTag: 'h2',
    copy: `<p>${e.copy} ${lead(b).blurb}</p>`,
    image: { url: picture(e.subject, b.mood), alt: `${e.title} at ${lead(b).name}` },
    link: { href: '/experiences', text: `Plan ${e.title.toLowerCase()}` },
    amenitiesTitle: `Included at ${lead(b).name}`,
  }
  if (b.site.startsWith('hyatt'))
    return [
      block('HyattFeature', feature),
      block('HyattBanner', { title: `${b.name} members save more`, copy: `Book direct as a World of Hyatt member: ${b.offer.subtitle.toLowerCase()}.`, link: { href: '/specials', text: `See ${b.offer.title.toLowerCase()}` } }),
    ]
  if (b.site === 'bonita') return [block('BonitaFeature', feature)]
  if (b.site === 'kimpton') return [block('KimptonFeature', feature)]
  if (b.site === 'infinity-luxury') return [block('InfinityLuxuryFeature', feature)]
  if (b.site === 'playa-collection' || b.site.startsWith('sanctuary'))
    return [
      block('SanctuaryRainbowBar', { cursiveText: lead(b).city, height: 72 }),
      block('PlayaCollectionFeature', { ...feature, backgroundColor: 'teal', illustration: 'turtle', adultsOnly: Boolean(b.adultsOnly), spa: true }),
      block('SanctuaryFeathersDivider', { color: '#FFB4B4' }),
    ]
  return []
}

/** The home page: the brand's promise, booking, where to stay, the offer, what to do, stories and how to reach it. */
function home(b: BrandFacts, picture: PictureOf): SeedPage {
  const r = lead(b)
  const elements: Element[] = [hero(b, picture), booking(b), heading(b.welcome.title, b.welcome.copy)]
  if (b.resorts.length > 1) elements.push(resortCards(b, picture))
  else if (can(b, 'ResortRoomListing')) elements.push(heading(`Rooms and suites at ${r.name}`, `${b.rooms.length} room types, from the ${b.rooms[1]!.title} to the ${b.rooms[0]!.title}.`), roomListing(b, b.rooms[0]!, picture))
  if (can(b, 'SpecialsSpecialOffers')) elements.push(block('SpecialsSpecialOffers', { title: `Offers at ${b.name}`, specials: [offerId(b)], bookNowText: `Book ${b.offer.title.toLowerCase()}`, termsText: `Terms of ${b.offer.title.toLowerCase()}` }))
  elements.push(...signature(b, picture))
  elements.push(experienceCards(b, picture, `Days at ${b.name}`))
  if (b.stories.length && can(b, 'BlogsBlogList')) elements.push(block('BlogsBlogList', { title: `${b.name} journal`, postType: 'blog', viewMoreBtn: { href: '/blog', text: `All ${b.name} stories` }, readMoreText: `Read the ${b.name} story` }))
  elements.push(contact(b, r))
  return { path: '/', title: `${b.name}: ${b.promise}`, description: `${b.tagline} ${r.name}, ${r.city}: book direct for the best rate.`, elements }
}

function rooms(b: BrandFacts, picture: PictureOf): SeedPage {
  const r = lead(b)
  return {
    path: '/rooms',
    title: `Rooms and suites at ${r.name}`,
    description: `${b.rooms.map((x) => x.title).join(' and ')} at ${r.name}: sizes, views, beds and who they sleep.`,
    elements: [
      heading(`Rooms and suites at ${r.name}`, b.rooms[0]!.copy, 'h1'),
      heading(`${b.rooms.length} ways to stay`),
      ...b.rooms.map((room) => roomListing(b, room, picture)),
      block('ResortRoomDetails', { title: `In every ${b.name} room`, butler: b.adultsOnly ?? false, cribAvailable: !b.adultsOnly }),
      block('ResortCheckInOut', { title: `Arriving at ${r.name}`, note: `Early check-in from noon when the room is ready; call ${r.phone}.` }),
    ],
    seo: { image: picture('suite', b.mood) },
  }
}

function dining(b: BrandFacts, picture: PictureOf): SeedPage {
  const r = lead(b)
  return {
    path: '/dining',
    title: `Restaurants and bars at ${r.name}`,
    description: `${b.dining.map((d) => d.name).join(', ')}: where to eat and drink at ${r.name}, with opening hours.`,
    elements: [
      heading(`Eat and drink at ${r.name}`, `${b.dining.length} restaurants and bars, every one of them included in your stay.`, 'h1'),
      block('GlobalImage', { image: { url: picture('restaurant', b.mood), alt: `Tables set for dinner at ${b.dining[0]!.name}` }, caption: `${b.dining[0]!.name}: ${b.dining[0]!.cuisine.toLowerCase()}` }),
      block('GlobalTable', { caption: `Restaurants at ${r.name}`, headerRow: true, rows: [{ type: 'text', cells: 'Restaurant|Cuisine|Hours' }, ...b.dining.map((d) => ({ type: 'text', cells: `${d.name}|${d.cuisine}|${d.hours}` })), { type: 'contact', name: `${r.name} concierge`, phone: r.phone, email: `concierge@${b.site}.localhost` }] }),
    ],
    seo: { image: picture('restaurant', b.mood) },
  }
}

function experiences(b: BrandFacts, picture: PictureOf): SeedPage {
  const [first, ...rest] = b.experiences
  return {
    path: '/experiences',
    title: `Things to do at ${b.name}`,
    description: `${b.experiences.map((e) => e.title).join(', ')}: days out and days in with ${b.name} in ${where(b)}.`,
    elements: [
      heading(`Things to do in ${where(b)}`, 'Most of it is included; what is not, the concierge books for you.', 'h1'),
      block('GenericBlockOverImage', { image: { url: picture(first!.subject, b.mood), alt: `${first!.title} at ${lead(b).name}` }, title: first!.title, copy: `<p>${first!.copy}</p>`, link: { href: '/book', text: `Plan ${first!.title.toLowerCase()}` } }),
      block('GenericFeaturesSection', { title: `Included at ${b.name}`, features: [...rest, first!].map((e) => `${e.title} | ${e.copy}`).join('\n') }),
    ],
    seo: { image: picture(first!.subject, b.mood) },
  }
}

function specials(b: BrandFacts, picture: PictureOf): SeedPage {
  return {
    path: '/specials',
    title: `${b.offer.title} and other ${b.name} offers`,
    description: `${b.offer.title}: ${b.offer.subtitle.toLowerCase()}. Book by ${b.offer.endDate.slice(0, 4)} at ${b.name}.`,
    elements: [heading(`Offers at ${b.name}`, b.offer.content, 'h1'), block('SpecialsSpecialOffers', { title: `Book before it ends`, specials: [offerId(b)], bookNowText: `Book ${b.offer.title.toLowerCase()}` })],
    seo: { image: picture(b.experiences[0]!.subject, b.mood) },
  }
}

function offer(b: BrandFacts, picture: PictureOf): SeedPage {
  const o = b.offer
  return {
    path: `/specials/${o.slug}`,
    title: `${o.title} at ${b.name}`,
    description: `${o.subtitle}. ${o.content}`,
    elements: [
      heading(o.title, `${o.subtitle}. ${o.content}`, 'h1'),
      block('GlobalCountdownClock', { title: `Book by ${prettyDate(o.endDate)}`, date: `${o.endDate}T23:59`, endedText: `${o.title} has ended; see our other offers.` }),
      block('GlobalImage', { image: { url: picture(b.experiences[0]!.subject, b.mood), alt: `${b.experiences[0]!.title} at ${lead(b).name}` }, caption: b.experiences[0]!.copy }),
      heading('Terms of the offer', o.terms),
      block('GenericBlockLink', { title: `Book ${o.title.toLowerCase()}`, copy: `Choose your dates at ${lead(b).name}; the offer is applied when you book direct.`, link: { href: '/book', text: 'Check dates and rates' } }),
    ],
    seo: { image: picture(b.experiences[0]!.subject, b.mood) },
  }
}

function weddings(b: BrandFacts, picture: PictureOf): SeedPage | undefined {
  const w = b.weddings
  if (!w) return undefined
  const r = lead(b)
  return {
    path: '/weddings',
    title: `Weddings at ${r.name}`,
    description: `Marry at ${w.venue}, ${r.name}: ${w.copy}`,
    elements: [
      heading(`Weddings at ${r.name}`, w.copy, 'h1'),
      heading('Where you can say “I do”'),
      block('WeddingsVenue', { venueName: w.venue, setting: w.setting, image: { url: picture('wedding', b.mood), alt: `${w.venue} set for a ceremony` }, copy: `<p>${w.copy}</p>`, ceremony: w.guests, cocktail: Math.round(w.guests * 1.2), reception: w.guests }),
      block('ResortContactRow', { contactName: `${r.name} weddings team`, contactRole: 'Wedding coordinators', contactPhone: r.phone, contactEmail: `weddings@${b.site}.localhost` }),
    ],
    seo: { image: picture('wedding', b.mood) },
  }
}

function resortPage(b: BrandFacts, r: ResortFacts, picture: PictureOf, i: number): SeedPage {
  return {
    path: resortPath(r),
    title: `${r.name}, ${r.city}`,
    description: `${r.blurb} ${r.stars}-star${r.adultsOnly ? ', adults only' : ''}; ${addressLines(r).join(', ')}.`,
    elements: [
      block('GlobalImageHero', { image: { url: picture(i ? b.experiences[1]!.subject : b.hero, b.mood + i), alt: `${r.name} in ${r.city}` }, title: r.name, subtitle: r.blurb, link: { href: '/book', text: `Book ${r.name}` } }),
      heading(`About ${r.name}`, `${r.stars} stars, ${r.adultsOnly ? 'adults only' : 'all ages welcome'}, in ${r.city}, ${r.country}.`),
      block('GlobalDownloadLink', { link: { href: factSheetFile(r), text: `Download the ${r.name} fact sheet` }, fileType: 'PDF', fileSize: '2 KB' }),
      contact(b, r),
    ],
  }
}

function resortsIndex(b: BrandFacts, picture: PictureOf): SeedPage {
  return {
    path: '/resorts',
    title: `${b.name} resorts`,
    description: `${b.resorts.map((r) => `${r.name} (${r.city})`).join(', ')}: every ${b.name} resort, with its address and phone.`,
    elements: [heading(`${b.name} resorts`, `${b.resorts.length === 1 ? 'One resort' : `${b.resorts.length} resorts`} in ${where(b)}.`, 'h1'), resortCards(b, picture)],
  }
}

function book(b: BrandFacts): SeedPage {
  return {
    path: '/book',
    title: `Your stay with ${b.name}`,
    description: `The resort, dates and travellers you chose at ${b.name}, ready to confirm with our reservations team.`,
    elements: [
      block('GlobalBookingSummary', {
        title: `Your stay with ${b.name}`,
        copy: `<p>This demo booking page stands in for the booking engine: a live site would take your details and payment here. Call ${lead(b).phone} to book by phone.</p>`,
      }),
    ],
  }
}

function blog(b: BrandFacts): SeedPage | undefined {
  if (!b.stories.length) return undefined
  return {
    path: '/blog',
    title: `${b.name} stories`,
    description: `Travel notes from ${b.name}: ${b.stories.map((s) => s.title).join('; ')}.`,
    elements: [heading(`Stories from ${b.name}`, `Tips, places and people from ${where(b)}, written by our teams.`, 'h1'), block('BlogsBlogList', { title: `Every ${b.name} story`, postType: 'blog', showAll: true })],
  }
}

function privacy(b: BrandFacts): SeedPage {
  return {
    path: '/privacy',
    title: `Privacy at ${b.name}`,
    description: `What personal information ${b.name} collects when you book, stay or write to us, and why.`,
    elements: [
      heading(`Privacy at ${b.name}`, 'Who we are, what we keep about you and how to ask us to delete it.', 'h1'),
      block('ResortPrivacyPolicyTable', { title: 'What we collect', intro: `<p>In the last twelve months ${b.name} has collected these categories of personal information.</p>` }, [
        block('ResortPrivacyPolicyRow', { category: 'A. Identifiers', examples: 'Name, postal address, email address, phone number, passport number.', collected: true }),
        block('ResortPrivacyPolicyRow', { category: 'B. Stay preferences', examples: 'Room, pillow and dietary preferences you tell us.', collected: true }),
        block('ResortPrivacyPolicyRow', { category: 'C. Biometric information', examples: 'Fingerprints, face scans.', collected: false }),
      ]),
    ],
  }
}

/** The newsroom of a brand whose layout has the press release blocks: its release and the list of its releases. */
export const pressRelease = {
  path: '/press/voix-campeche-opens',
  headline: 'Voix Campeche opens inside the walls of the old city',
}

function newsroom(b: BrandFacts, picture: PictureOf): SeedPage[] {
  if (!can(b, 'PressReleaseList')) return []
  const r = lead(b)
  return [
    {
      path: '/press',
      title: `${b.name} newsroom`,
      description: `News from ${b.name}: openings and awards, with contacts for journalists.`,
      elements: [heading(`${b.name} newsroom`, `Journalists may call ${r.phone} or write to press@${b.site}.localhost.`, 'h1'), block('PressReleaseList', { title: `Latest news from ${b.name}`, limit: 3, allReleasesLink: null })],
    },
    {
      path: pressRelease.path,
      title: pressRelease.headline,
      description: `${r.name} welcomes its first guests: twenty rooms in a restored mansion of Campeche’s walled city.`,
      elements: [
        block('PressReleaseDetail', {
          title: pressRelease.headline,
          subtitle: 'Twenty rooms in a restored mansion of the walled city, a courtyard pool and a rooftop bar',
          location: `${r.city.toUpperCase()}, ${r.country}`,
          date: '2026-09-15',
          summary: `${r.name} welcomed its first guests today, a short walk from the malecón and the Baluarte de San Carlos.`,
          hero: { url: picture('restaurant', b.mood), alt: `The courtyard of ${r.name} at dusk` },
          content: `<p>${r.blurb} The hotel’s restaurant, Patio 59, cooks Campeche’s seafood dishes, and the rooftop bar looks over the city walls.</p>`,
          about: `<p>${b.name} runs small hotels in colonial towns by the sea.</p>`,
          contactName: `${b.name} press office`,
          contactEmail: `press@${b.site}.localhost`,
          contactPhone: r.phone,
        }),
      ],
    },
  ]
}

/** Every page of a brand's site, home first. */
export function brandPages(b: BrandFacts, picture: PictureOf): SeedPage[] {
  const resortBlocks = can(b, 'ResortRoomListing')
  const pages = [home(b, picture), resortBlocks ? rooms(b, picture) : undefined, dining(b, picture), experiences(b, picture), resortBlocks ? specials(b, picture) : undefined, resortBlocks ? offer(b, picture) : undefined, resortBlocks ? weddings(b, picture) : undefined, book(b), blog(b), privacy(b), resortsIndex(b, picture), ...newsroom(b, picture), ...b.resorts.map((r, i) => resortPage(b, r, picture, i))]
  return pages.filter((p): p is SeedPage => p !== undefined)
}

/** The main menu: the pages a guest looks for first. */
export function brandMenu(b: BrandFacts) {
  const resortBlocks = can(b, 'ResortRoomListing')
  return [
    ...(resortBlocks ? [{ label: 'Rooms', href: '/rooms' }] : []),
    { label: 'Dining', href: '/dining' },
    { label: 'Experiences', href: '/experiences' },
    ...(b.weddings && resortBlocks ? [{ label: 'Weddings', href: '/weddings' }] : []),
    ...(resortBlocks ? [{ label: 'Offers', href: '/specials' }] : []),
    ...(b.stories.length ? [{ label: 'Stories', href: '/blog' }] : []),
  ]
}
