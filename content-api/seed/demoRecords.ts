import type { z } from 'zod'
import type { BookingCodeTrigger } from '../../catalogue/model/entities/bookingCodeTrigger.ts'
import type { Brand } from '../../catalogue/model/entities/brand.ts'
import type { FactSheet } from '../../catalogue/model/entities/factSheet.ts'
import type { HeadTagRule } from '../../catalogue/model/entities/headTagRule.ts'
import type { Post } from '../../catalogue/model/entities/post.ts'
import type { Redirect } from '../../catalogue/model/entities/redirect.ts'
import type { Resort } from '../../catalogue/model/entities/resort.ts'
import type { Special } from '../../catalogue/model/entities/special.ts'

type In<T extends z.ZodType> = z.input<T>

export const demoBrands: In<typeof Brand>[] = [
  { id: 'brand-hyatt-ziva', site_id: 'hyatt-ziva', name: 'Hyatt Ziva', slug: 'hyatt-ziva', description: '<p>All-inclusive for all ages.</p>' },
  { id: 'brand-hyatt-zilara', site_id: 'hyatt-zilara', name: 'Hyatt Zilara', slug: 'hyatt-zilara', adultsOnly: true, description: '<p>Adults-only all-inclusive.</p>' },
  { id: 'brand-hilton', site_id: 'hilton', name: 'Hilton All-Inclusive', slug: 'hilton', description: '<p>Hilton resorts, everything included.</p>' },
  { id: 'brand-wyndham', site_id: 'wyndham', name: 'Wyndham Alltra', slug: 'wyndham-alltra', description: '<p>Playful all-inclusive stays.</p>' },
  { id: 'brand-jewel', site_id: 'jewel', name: 'Jewel Resorts', slug: 'jewel', description: '<p>Jamaica, all-inclusive.</p>' },
  { id: 'brand-sanctuary', site_id: 'sanctuary2024', name: 'Sanctuary Cap Cana', slug: 'sanctuary-cap-cana', adultsOnly: true, description: '<p>An adults-only resort on a private peninsula of Cap Cana.</p>' },
]

/** The resorts are the brands' own (brands/*.ts), so their pages, records and structured data agree. */
export const demoResorts: In<typeof Resort>[] = []

export const demoSpecials: In<typeof Special>[] = [
  { id: 'special-40-off', site_id: 'playaresorts', resort_ids: ['resort-ziva-cancun', 'resort-zilara-cancun'], title: 'Save up to 40%', subtitle: 'Plus kids stay free', content: '<p>Book by Friday for our best rates of the season.</p>', terms: '<p>Subject to availability. Blackout dates apply.</p>', percentOff: 40, endDate: '2027-03-31', prettyEndDate: 'March 31, 2027', slug: 'save-40', bookingLink: '/rooms', image: '/demo/beach.svg', imageAlt: 'Beach at sunrise' },
  { id: 'special-resort-credit', site_id: 'playaresorts', resort_ids: ['resort-hilton-playa'], title: '$500 resort credit', subtitle: 'For stays of five nights or more', content: '<p>Spend it at the spa, on excursions or on a private dinner.</p>', extraSavings: 'Extra 5% for members', endDate: '2027-06-30', prettyEndDate: 'June 30, 2027', slug: 'resort-credit-500', bookingLink: '/rooms', image: '/demo/pool.svg', imageAlt: 'Infinity pool' },
  { id: 'special-agents-double', site_id: 'agent-cash-plus', resort_ids: [], title: 'Double AgentCash+ points', subtitle: 'On every booking in May', content: '<p>Earn twice the points on all new bookings.</p>', percentOff: null, endDate: '2027-05-31', prettyEndDate: 'May 31, 2027', slug: 'double-points', hideBookNow: true },
]

export const demoPosts: In<typeof Post>[] = [
  { id: 'post-blog', site_id: 'playaresorts', postType: 'blog', title: 'Ten things to pack for the Caribbean', slug: 'what-to-pack', excerpt: 'Reef-safe sunscreen tops the list.', content: '<p>Reef-safe sunscreen, a light rain jacket and…</p>', publishedAt: '2026-10-01T09:00:00Z' },
  { id: 'post-cares', site_id: 'playa-cares', postType: 'playacares', title: 'Planting 10,000 mangroves', slug: 'mangroves', excerpt: 'Guests and teams replanted the lagoon shore in one weekend.', content: '<p>Our teams and guests planted mangroves along the coast.</p>', publishedAt: '2026-09-12T09:00:00Z' },
  { id: 'post-dr', site_id: 'playaresorts', postType: 'dominican-republic', title: 'A day in Samaná', slug: 'a-day-in-samana', excerpt: 'Humpback whales in the bay, the El Limón waterfall and Playa Rincón.', content: '<p>Whales, waterfalls and white sand.</p>', publishedAt: '2026-08-20T09:00:00Z' },
  { id: 'post-jamaica', site_id: 'playaresorts', postType: 'jamaica', title: 'Montego Bay beyond the beach', slug: 'montego-bay', excerpt: 'Bamboo rafts on the Martha Brae and jerk at Scotchies.', content: '<p>Rafting on the Martha Brae.</p>', publishedAt: '2026-07-02T09:00:00Z' },
  { id: 'post-mexico', site_id: 'playaresorts', postType: 'mexico', title: 'Cenotes near Playa del Carmen', slug: 'cenotes', excerpt: 'Five sinkholes of clear fresh water within half an hour of Playa.', youtubeId: 'M7lc1UVf-VE', content: '<p>Swim in crystal-clear sinkholes.</p>', publishedAt: '2026-06-15T09:00:00Z' },
  { id: 'post-usa', site_id: 'playaresorts', postType: 'usa', title: 'Direct flights from 30 US cities', slug: 'direct-flights', excerpt: 'Nonstop to Cancún, Punta Cana and Montego Bay from thirty airports.', content: '<p>Nonstop to paradise.</p>', publishedAt: '2026-05-01T09:00:00Z' },
]

/** The family's corporate fact sheet; each resort's own is made from its brand's facts (brands/brandRecords.ts). */
export const demoFactSheets: In<typeof FactSheet>[] = [{ id: 'fact-corporate', resort_id: null, title: 'Playa Hotels & Resorts corporate fact sheet', file: '/demo/fact-sheets/corporate.pdf', corporate: true }]

export const demoTriggers: In<typeof BookingCodeTrigger>[] = [
  { id: 'trigger-summer', site_id: 'playaresorts', code: 'SUMMER27', description: 'Summer campaign e-mail', resort_ids: ['resort-ziva-cancun'], promo: 'SUMMER', rate: 'BAR', endsAt: '2027-09-01T00:00:00Z' },
  { id: 'trigger-agents', site_id: 'agent-cash-plus', code: 'AGENTPLUS', description: 'Agent portal bookings', promo: 'ACP', group: 'AGENTS' },
]

export const demoHeadTags: In<typeof HeadTagRule>[] = [
  { id: 'head-verify', site_id: null, name: 'Search console verification', pathPrefix: '/', tag: { tag: 'meta', attrs: { name: 'google-site-verification', content: 'voix-demo-verification' } } },
  { id: 'head-theme', site_id: 'playaresorts', name: 'Theme colour', pathPrefix: '/', tag: { tag: 'meta', attrs: { name: 'theme-color', content: '#003b5c' } } },
  { id: 'head-blog-feed', site_id: 'playaresorts', name: 'Blog feed', pathPrefix: '/blog', tag: { tag: 'link', attrs: { rel: 'alternate', type: 'application/rss+xml', href: '/blog/feed.xml' } } },
]

export const demoRedirects: In<typeof Redirect>[] = [
  { id: 'redirect-offers', site_id: 'playaresorts', from: '/offers', to: '/specials', status: 301 },
  { id: 'redirect-suites', site_id: 'playaresorts', from: '/suites', to: '/rooms', status: 301 },
  { id: 'redirect-agents', site_id: 'agent-cash-plus', from: '/signin', to: '/login', status: 302 },
]
