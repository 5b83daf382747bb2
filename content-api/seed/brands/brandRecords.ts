import type { z } from 'zod'
import type { Brand } from '../../../catalogue/model/entities/brand.ts'
import type { FactSheet } from '../../../catalogue/model/entities/factSheet.ts'
import type { Post } from '../../../catalogue/model/entities/post.ts'
import type { Resort } from '../../../catalogue/model/entities/resort.ts'
import type { Special } from '../../../catalogue/model/entities/special.ts'
import type { BrandFacts, ResortFacts } from './BrandFacts.ts'
import type { PictureOf } from './demoPictures.ts'

type In<T extends z.ZodType> = z.input<T>

/** The two lines of a resort's postal address, as its pages and its record both give it. */
export const addressLines = (r: ResortFacts) => [r.street, `${r.locality}, ${r.country}`]
/** Where a resort's fact sheet is: a PDF of the site's own files (site/public). */
export const factSheetFile = (r: ResortFacts) => `/demo/fact-sheets/${r.slug}.pdf`
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`
export const phoneLink = (phone: string) => ({ href: telHref(phone), text: phone })

/** '2027-10-31' → 'October 31, 2027'. */
export const prettyDate = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

export const offerId = (b: BrandFacts) => `special-${b.site}-${b.offer.slug}`

export function brandRecord(b: BrandFacts, existingId?: string): In<typeof Brand> {
  return { id: existingId ?? `brand-${b.site}`, site_id: b.site, name: b.name, slug: b.site, description: `<p>${b.tagline}</p>`, ...(b.adultsOnly ? { adultsOnly: true } : {}) }
}

export function resortRecords(b: BrandFacts, brandId: string, picture: PictureOf): In<typeof Resort>[] {
  return b.resorts.map((r) => ({
    id: r.id,
    brand_id: brandId,
    site_id: b.site,
    name: r.name,
    slug: r.slug,
    country: r.country,
    city: r.city,
    address: addressLines(r).join('\n'),
    phone: r.phone,
    description: `<p>${r.blurb}</p>`,
    image: { url: picture(b.hero, b.mood), alt: `${r.name}, ${r.city}` },
    starRating: r.stars,
    bookingCode: r.bookingCode,
    ...(r.adultsOnly ? { adultsOnly: true } : {}),
  }))
}

export function specialRecord(b: BrandFacts, picture: PictureOf): In<typeof Special> {
  const o = b.offer
  return {
    id: offerId(b),
    site_id: b.site,
    resort_ids: b.resorts.map((r) => r.id),
    title: o.title,
    subtitle: o.subtitle,
    content: `<p>${o.content}</p>`,
    terms: `<p>${o.terms}</p>`,
    percentOff: o.percentOff ?? null,
    endDate: o.endDate,
    prettyEndDate: prettyDate(o.endDate),
    slug: o.slug,
    // Book now leads to the offer's own page on the brand's site, which says how to book it.
    bookingLink: `/specials/${o.slug}`,
    image: picture(b.experiences[0]!.subject, b.mood),
    imageAlt: `${b.experiences[0]!.title} at ${b.resorts[0]!.name}`,
  }
}

export function postRecords(b: BrandFacts, picture: PictureOf): In<typeof Post>[] {
  return b.stories.map((s, i) => ({
    id: `post-${b.site}-${s.slug}`,
    site_id: b.site,
    postType: 'blog' as const,
    title: s.title,
    slug: s.slug,
    excerpt: s.excerpt,
    hero: picture(b.experiences[i % b.experiences.length]!.subject, b.mood),
    content: s.paragraphs.map((p) => `<p>${p}</p>`).join(''),
    publishedAt: `2026-${String(10 - i).padStart(2, '0')}-${String(3 + (b.mood % 20)).padStart(2, '0')}T09:00:00Z`,
  }))
}

export function factSheetRecords(b: BrandFacts): In<typeof FactSheet>[] {
  return b.resorts.map((r) => ({ id: `fact-${r.slug}`, resort_id: r.id, title: `${r.name} fact sheet`, file: factSheetFile(r) }))
}
