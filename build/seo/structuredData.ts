import type { Resort } from '../../catalogue/model/entities/resort.ts'
import type { Special } from '../../catalogue/model/entities/special.ts'
import type { Post } from '../../catalogue/model/entities/post.ts'
import type { Site } from '../../catalogue/model/site.ts'
import { absoluteUrl } from './siteOrigins.ts'

type Thing = Record<string, unknown>
const context = 'https://schema.org'

/** Rich text as the plain text search engines show; editor HTML never reaches structured data as markup. */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

const withValue = (thing: Thing): Thing => Object.fromEntries(Object.entries(thing).filter(([, v]) => v !== undefined && v !== ''))

/** The site as the organisation behind it, with its logo. */
export function organization(site: Site, origin: string): Thing {
  return withValue({ '@context': context, '@type': 'Organization', name: site.name, url: `${origin}/`, logo: site.seo?.logo ? absoluteUrl(origin, site.seo.logo) : undefined })
}

/**
 * Home, then the page itself (named by its title). The folders between are left out: a folder of the path need not
 * be a page (`/brands` above `/brands/hyatt-ziva`), and a page is rendered without knowing which others exist, so a
 * breadcrumb to one could lead to a 404 (and would change whenever a page is added above it).
 */
export function breadcrumbs(path: string, title: string, origin: string, homeName: string): Thing {
  const items = [{ name: homeName, item: `${origin}/` }]
  if (path !== '/') items.push({ name: title, item: `${origin}${path}` })
  return { '@context': context, '@type': 'BreadcrumbList', itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: i + 1, name: it.name, item: it.item })) }
}

/** A resort as a place to stay: a Resort that is also a Hotel, with its address. */
export function resortThing(resort: Resort, origin: string): Thing {
  return withValue({
    '@context': context,
    '@type': ['Resort', 'Hotel'],
    name: resort.name,
    description: plainText(resort.description) || undefined,
    image: resort.image?.url ? absoluteUrl(origin, resort.image.url) : undefined,
    address: withValue({ '@type': 'PostalAddress', streetAddress: resort.address.split('\n')[0] || undefined, addressLocality: resort.city || undefined, addressCountry: resort.country }),
    telephone: resort.phone || undefined,
    starRating: resort.starRating ? { '@type': 'Rating', ratingValue: resort.starRating } : undefined,
    ...(resort.adultsOnly ? { audience: { '@type': 'PeopleAudience', suggestedMinAge: 18 } } : {}),
  })
}

/** A special as an Offer: what it takes off, until when, and its terms. */
export function offerThing(special: Special, origin: string): Thing {
  const conditions = plainText(special.terms)
  return withValue({
    '@context': context,
    '@type': 'Offer',
    name: special.title,
    description: [special.subtitle, special.extraSavings].filter(Boolean).join(' — ') || undefined,
    image: special.image ? absoluteUrl(origin, special.image) : undefined,
    validThrough: special.endDate ?? undefined,
    priceSpecification:
      special.percentOff === null ? undefined : { '@type': 'PriceSpecification', description: `${special.percentOff}% off` },
    // schema.org has no field for an offer's terms: they go in its disambiguating description, as plain text.
    disambiguatingDescription: conditions || undefined,
  })
}

/** A post as a BlogPosting; the site is its author and publisher. */
export function postThing(post: Post, site: Site, origin: string): Thing {
  const author = { '@type': 'Organization', name: site.name, url: `${origin}/` }
  return withValue({
    '@context': context,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt || undefined,
    image: post.hero ? absoluteUrl(origin, post.hero) : undefined,
    inLanguage: post.locale,
    datePublished: post.publishedAt!,
    dateModified: post.publishedAt!,
    author,
    publisher: author,
    keywords: post.tags.length ? post.tags.join(', ') : undefined,
  })
}
