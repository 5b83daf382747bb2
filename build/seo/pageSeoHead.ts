import type { Site } from '../../catalogue/model/site.ts'
import type { PagePayload } from '../../site/payload/PagePayload.ts'
import { seoHeadHtmlKey, type SeoHead } from '../../site/payload/SeoHead.ts'
import { seoHeadHtml } from '../../site/render/seoHeadHtml.ts'
import { escapeScriptJson } from '../../site/runtime/readPayload.ts'
import type { SnapshotMeta } from '../source/snapshotSource.ts'
import type { SeoFacts, SeoSource } from './seoFacts.ts'
import { absoluteUrl } from './siteOrigins.ts'
import type { DerivedImage } from '../images/imageLookup.ts'
import { breadcrumbs, offerThing, organization, postThing, resortThing } from './structuredData.ts'

/**
 * How many records of a collection a page's structured data lists at most: the first ones, as its blocks show them.
 * Each costs every such page about 300 bytes of HTML.
 */
const listed = 5

/** A schema.org object as JSON text that is safe inside a script element. */
const ld = (thing: Record<string, unknown>) => escapeScriptJson(JSON.stringify(thing))

/** Open Graph writes locales with an underscore. */
const ogLocale = (locale: string) => locale.replace('-', '_')

export interface SeoPage extends SeoSource {
  locale?: unknown
  id?: unknown
  head?: { tag: string; attrs: Record<string, string> }[]
}

/**
 * A build's maker of page heads: what is the same for many pages (a page's translations, the structured data of
 * a site's records) is worked out once per build, so a page costs a few string joins.
 */
export function createSeoHeads(meta: SnapshotMeta, today: string) {
  const sites = new Map(meta.sites.map((s) => [s.id, s]))
  const groups = new Map<string, SnapshotMeta['translations']>()
  for (const t of meta.translations) groups.set(t.group, [...(groups.get(t.group) ?? []), t])
  const groupOf = new Map(meta.translations.map((t) => [t.page_id, t.group]))
  const records = new Map<string, string[]>()
  const organizations = new Map<string, string>()

  function alternates(pageId: string): SeoHead['alternates'] {
    const group = groupOf.get(pageId)
    const members = group === undefined ? undefined : groups.get(group)
    if (!members || members.length < 2) return []
    const url = (t: (typeof members)[number]) => absoluteUrl(sites.get(t.site_id)?.seo?.origin ?? '', t.path)
    const source = members.find((t) => t.page_id === group) ?? members[0]!
    return [...members.map((t) => ({ hreflang: t.locale, href: url(t) })), { hreflang: 'x-default', href: url(source) }]
  }

  /** The structured data of the records a page draws on, per site, locale and collection. */
  function recordsOf(site: Site, locale: string, collection: string): string[] {
    const origin = site.seo?.origin ?? ''
    const at = `${site.id}\0${locale}\0${collection}`
    let found = records.get(at)
    if (found) return found
    let things: Record<string, unknown>[]
    const ofSite = <T extends { site_id: string | null }>(list: readonly T[]) => list.filter((r) => r.site_id === null || r.site_id === site.id)
    if (collection === 'resorts') things = ofSite(meta.resorts).slice(0, listed).map((r) => resortThing(r, origin))
    else if (collection === 'specials')
      things = ofSite(meta.specials)
        .filter((s) => s.endDate === null || s.endDate >= today)
        .slice(0, listed)
        .map((s) => offerThing(s, origin))
    else if (collection === 'posts')
      things = meta.posts
        .filter((p) => p.site_id === site.id && p.locale === locale && p.publishedAt !== null)
        .slice(0, listed)
        .map((p) => postThing(p, site, origin))
    else things = []
    found = things.map(ld)
    records.set(at, found)
    return found
  }

  /** `card`: the image step's 1200×630 file of the page's image, when it made one. */
  return function seoHead(page: SeoPage, site: Site, facts: SeoFacts, hero: string | undefined, used: readonly string[], card?: (url: string) => DerivedImage | undefined): SeoHead {
    const origin = site.seo?.origin ?? ''
    const path = String(page.path)
    const locale = typeof page.locale === 'string' ? page.locale : 'en'
    const pattern = site.seo?.titlePattern ?? '{page}'
    const title = pattern === '{page}' ? facts.title : pattern.replaceAll('{page}', facts.title).replaceAll('{site}', site.name)
    const description = facts.description ?? ''
    const canonical = facts.canonical ?? absoluteUrl(origin, path)
    const chosen = page.seo?.image || hero
    const file = chosen ? card?.(chosen) : undefined
    const image = chosen ? absoluteUrl(origin, file?.src ?? chosen) : undefined
    // Tags the editor wrote into the page's head win over the ones made here.
    const own = page.head?.length ? new Set(page.head.map((t) => t.attrs.property ?? t.attrs.name)) : undefined
    const meta: SeoHead['meta'] = []
    const add = (key: 'property' | 'name', name: string, content: string | undefined) => {
      if (content && !own?.has(name)) meta.push({ key, name, content })
    }
    add('property', 'og:type', 'website')
    add('property', 'og:title', facts.title)
    add('property', 'og:description', description)
    add('property', 'og:url', canonical)
    add('property', 'og:site_name', site.name)
    add('property', 'og:locale', ogLocale(locale))
    add('property', 'og:image', image)
    if (file) {
      add('property', 'og:image:width', String(file.width))
      add('property', 'og:image:height', String(file.height))
    }
    // Twitter reads the title, description and image from the Open Graph tags when it has none of its own.
    add('name', 'twitter:card', image ? 'summary_large_image' : 'summary')
    const jsonLd: string[] = []
    if (path === '/') {
      let org = organizations.get(site.id)
      if (org === undefined) organizations.set(site.id, (org = ld(organization(site, origin))))
      jsonLd.push(org)
    } else jsonLd.push(ld(breadcrumbs(path, facts.title, origin, site.name)))
    // A resort's own site says so on its home page; other pages say what their blocks show.
    const collections = new Set(used)
    if (site.kind === 'resort' && path === '/') collections.add('resorts')
    for (const collection of ['resorts', 'specials', 'posts']) if (collections.has(collection)) jsonLd.push(...recordsOf(site, locale, collection))
    return {
      title,
      description,
      canonical,
      ...(facts.noindex ? { robots: 'noindex' } : {}),
      meta,
      alternates: typeof page.id === 'string' ? alternates(page.id) : [],
      jsonLd,
    }
  }
}
export type SeoHeads = ReturnType<typeof createSeoHeads>

/**
 * Puts a content page's head on its payload: the tags as HTML where onRenderHtml finds them (outside the payload's
 * JSON), and the title and description client navigation shows.
 */
export function attachSeoHead(payload: PagePayload, head: SeoHead): void {
  payload.page.seo = { title: head.title, description: head.description }
  payload.page[seoHeadHtmlKey] = seoHeadHtml(head)
}
