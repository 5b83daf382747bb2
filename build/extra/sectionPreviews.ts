import { ContentError, resolveElements } from '../../catalogue/blocks/resolveElements.ts'
import { resolveLinks } from '../../catalogue/fields/linkTarget.ts'
import type { Section } from '../../catalogue/model/entities/section.ts'
import { publicElements } from '../../catalogue/model/gatedContent.ts'
import { expandSections, SectionError } from '../../catalogue/model/sections/expandSections.ts'
import { sectionPreviewPath } from '../../catalogue/model/sections/sectionPreviewPath.ts'
import type { Site } from '../../catalogue/model/site.ts'
import type { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import type { SitePayload } from '../../site/payload/PagePayload.ts'
import { attachBlockData } from '../data/blockData.ts'
import type { ExtraPage, ExtraPagesSource } from '../extraPages.ts'
import { toSitePayload } from '../toPayload.ts'

/**
 * `/voix/section-preview/{site}/{id}`: each section (shared ones and presets) alone, as a page of each site that may
 * use it shows it: its site's, or every site's for a section for every site. Served by the default site, like the
 * block previews, for the studio's section picker; rendered through the same renderer as content pages, in that
 * site's layout, with its name, records and links. Sections inside it are put in as on a page. A section that cannot
 * be shown (one it places is gone, or a block's content is refused) has no preview, and the build goes on: the
 * picker says so, and the pages placing it are where the build names the problem.
 */
export const sectionPreviews: ExtraPagesSource = ({ site, sitePayload, buildId, snapshot }) => {
  if (!site.isDefault) return []
  const today = new Date().toISOString().slice(0, 10)
  const shared = new Map(snapshot.sections.map((s) => [s.id, s]))
  const pages: ExtraPage[] = []
  for (const section of [...snapshot.sections, ...snapshot.presets]) {
    const sites = section.site_id === null ? snapshot.sites : snapshot.sites.filter((s) => s.id === section.site_id)
    for (const shownIn of sites) {
      const page = previewOf(section, shownIn, shared, { snapshot, buildId, today, payloadOf: (s) => (s.id === site.id ? sitePayload : toSitePayload(s, snapshot.menus)) })
      if (page) pages.push(page)
    }
  }
  return pages
}

interface PreviewContext {
  snapshot: PublishedSnapshot
  buildId: string
  today: string
  payloadOf: (site: Site) => SitePayload
}

function previewOf(section: Section, site: Site, shared: ReadonlyMap<string, Section>, { snapshot, buildId, today, payloadOf }: PreviewContext): ExtraPage | undefined {
  const path = sectionPreviewPath(site.slug, section.id)
  if (!path) return undefined
  let tree
  try {
    // A copy: links are resolved in place, and the snapshot's sections are read by every page of the build.
    const elements = structuredClone(expandSections(section.elements, (id) => shared.get(id)))
    resolveLinks(elements, site.id, snapshot.linkPaths)
    // Public pages: agents-only content is left out here as on a content page (catalogue/model/gatedContent.ts).
    tree = resolveElements(publicElements(elements), `section ${section.name}`)
  } catch (error) {
    if (error instanceof SectionError || error instanceof ContentError) return undefined
    throw error
  }
  const shownIn = payloadOf(site)
  attachBlockData(tree.nodes, { meta: snapshot, siteId: site.id, locale: shownIn.locale, today })
  return {
    outputPath: path.slice(1),
    url: path,
    payload: {
      buildId,
      site: shownIn,
      page: {
        id: section.id,
        path,
        title: `${section.name} · preview`,
        description: section.description,
        layout: site.layout,
        locale: shownIn.locale,
        tags: [],
        head: [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }],
      },
      tree,
    },
  }
}
