import { resolveElements } from '../catalogue/blocks/resolveElements.ts'
import type { RenderTree } from '../catalogue/blocks/renderTree.ts'
import type { HeadTagRule } from '../catalogue/model/entities/headTagRule.ts'
import type { Page } from '../catalogue/model/page.ts'
import type { PublishedSnapshot } from '../catalogue/model/snapshot.ts'
import { headTagProblems, type HeadTagPolicy } from '../catalogue/fields/headTagCheck.ts'
import { cleanText } from '../catalogue/fields/textKinds.ts'
import type { Menu, Site } from '../catalogue/model/site.ts'
import type { PagePayload, SitePayload } from '../site/payload/PagePayload.ts'
import { attachBlockData, type DataContext } from './data/blockData.ts'
import { attachImageSources } from './images/attachImageSources.ts'
import type { ImageLookup } from './images/imageLookup.ts'

/** The site-wide head tag rules that apply to a path: enabled, for this site or every site, prefix matching. */
export function headTagsFor(rules: readonly HeadTagRule[], siteId: string, path: string, policy: HeadTagPolicy = { scriptOrigins: [] }): HeadTagRule['tag'][] {
  return rules
    .filter((r) => r.enabled && (r.site_id === null || r.site_id === siteId) && (r.pathPrefix === '/' || path === r.pathPrefix || path.startsWith(`${r.pathPrefix.replace(/\/$/, '')}/`)))
    .filter((r) => ruleRenders(r, policy))
    .map((r) => r.tag)
}

/** Whether a head tag passes the allowlist (and, for scripts, the admin's origins); a tag that does not is skipped and named. */
function renders(tag: HeadTagRule['tag'], policy: HeadTagPolicy, where: string): boolean {
  const problems = headTagProblems(tag, policy)
  if (problems.length) console.warn(`voix: skipped a head tag of ${where}: <${tag.tag}> ${problems.map((p) => p.message).join('; ')}`)
  return !problems.length
}

// A rule applies to many pages: it is checked, and a skipped one named, once per rule and list of origins.
const ruleChecks = new WeakMap<HeadTagRule, { origins: readonly string[]; ok: boolean }>()
function ruleRenders(rule: HeadTagRule, policy: HeadTagPolicy): boolean {
  const known = ruleChecks.get(rule)
  if (known?.origins === policy.scriptOrigins) return known.ok
  const ok = renders(rule.tag, policy, `head tag record '${rule.name}' (${rule.id})`)
  ruleChecks.set(rule, { origins: policy.scriptOrigins, ok })
  return ok
}

/**
 * A page's head: its own tags and the rules that apply, each checked again here, so a tag stored before the
 * allowlist, or a script whose origin an admin has since removed, is skipped with its name rather than rendered.
 */
export function pageHead(page: Pick<Page, 'head' | 'path'>, site: Pick<Site, 'id' | 'slug'>, meta?: Pick<PublishedSnapshot, 'headTags' | 'scriptOrigins'>): HeadTagRule['tag'][] {
  const policy = { scriptOrigins: meta?.scriptOrigins ?? [] }
  const own = page.head.filter((tag) => {
    if (tag.tag !== 'script') return renders(tag, policy, `page ${site.slug}${page.path}`)
    console.warn(`voix: skipped a head tag of page ${site.slug}${page.path}: <script> a page's own head takes meta and link tags only; an admin adds scripts as a head tag record`)
    return false
  })
  return meta ? [...own, ...headTagsFor(meta.headTags, site.id, page.path, policy)] : own
}

/**
 * A page's payload: what it renders from, resolved once at build time (database blocks' records and query
 * results included, and the derived files of its local images when the build has them). Throws ContentError on bad content.
 */
export function toPayload(page: Page, site: Site, menus: readonly Menu[], buildId: string, data?: Omit<DataContext, 'siteId' | 'locale'>, images?: ImageLookup): PagePayload {
  const tree = resolveTree(page.elements, page, site, data, images)
  return {
    buildId,
    site: toSitePayload(site, menus),
    page: {
      id: page.id,
      path: page.path,
      title: page.title,
      description: page.description,
      layout: page.layout,
      locale: page.locale,
      tags: page.tags,
      head: pageHead(page, site, data?.meta),
    },
    tree,
  }
}

/** What elements of a page render from: resolved, with their records and image files. The page's tree is its elements' trees joined. */
export function resolveTree(elements: readonly Page['elements'][number][], page: Pick<Page, 'path' | 'locale'>, site: Site, data?: Omit<DataContext, 'siteId' | 'locale'>, images?: ImageLookup): RenderTree {
  const tree = resolveElements(elements, `${site.slug}${page.path}`)
  if (data) attachBlockData(tree.nodes, { ...data, siteId: site.id, locale: page.locale })
  if (images) attachImageSources(tree.nodes, images)
  return tree
}

/** Menu labels as a page can show them (see cleanText): one lone surrogate in a label blanked every page of the site on hydration. */
function cleanMenu(items: readonly Menu['items'][number][]): Menu['items'] {
  return items.map((item) => ({ ...item, label: cleanText(item.label), ...(item.children ? { children: cleanMenu(item.children) } : {}) }))
}

export function toSitePayload(site: Site, menus: readonly Menu[]): SitePayload {
  const main = menus.find((m) => m.site_id === site.id && m.name === 'main')
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    layout: site.layout,
    locale: site.locales[0] ?? 'en',
    menu: cleanMenu(main?.items ?? []),
    ...(site.domainRedirect ? { domainRedirect: site.domainRedirect } : {}),
  }
}
