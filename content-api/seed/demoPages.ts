import { listBlockDefinitions } from '../../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import type { Element } from '../../catalogue/model/element.ts'
import { sectionBlock } from '../../catalogue/model/sections/expandSections.ts'

/**
 * Blocks not spread over the demo's pages: the booking summary is a page of its own (each site's /book), placed by
 * the seed where it belongs; a shared section's placeholder stands only for a section the studio saved.
 */
const ownPageBlocks = new Set(['GlobalBookingSummary', sectionBlock])

/** Every block the layout allows (deprecated ones too, so the demo shows the whole catalogue). */
export function blocksFor(layout: string): string[] {
  return listBlockDefinitions()
    .filter((d) => !ownPageBlocks.has(d.component))
    .filter((d) => d.layouts.includes('*') || (d.layouts as readonly string[]).includes(layout))
    .map((d) => d.component)
}

/** A slice of a block filled with the block's first template, or its defaults. */
export function templateSlice(component: string): Element {
  const definition = listBlockDefinitions().find((d) => d.component === component)!
  return newSliceFromBlock(component, (definition.templates[0]?.values ?? {}) as Record<string, unknown>)
}

/** Share the blocks out over `count` pages, round robin, so every one appears once. */
export function spreadBlocks(components: readonly string[], count: number): string[][] {
  const pages: string[][] = Array.from({ length: count }, () => [])
  components.forEach((c, i) => pages[i % count]!.push(c))
  return pages
}

/**
 * Blocks whose title is the page's main heading (h1), the page's subject first: a detail block is what its page is
 * about, a hero only introduces one.
 */
export const mainHeadingBlocks = ['PressReleaseDetail', 'BlogsBlogDetails', 'GlobalBookingSummary', 'AgentsPortalDashboard', 'AgentsPortalHero', 'GenericHero', 'GlobalImageHero', 'GlobalVimeoHero', 'ResortVideoTakeover']
/** Blocks whose titles are third-level headings (h3): cards and listings, which belong under a section heading. */
const cardBlocks = new Set(['AgentsPortalIconFeatureCard', 'AgentsPortalSpecialsWithFilters', 'CollectionCard', 'GenericBrandCard', 'GenericBrandResortListing', 'ResortCheckInOut', 'ResortConferenceRoom', 'ResortRoomDetails', 'ResortRoomListing', 'WeddingsVenue'])

/**
 * Showcase pages whose headings pass the pre-publish checks: one main heading a page (the first of its main
 * heading blocks, by `mainHeadingBlocks`, stays where it is; the others lead pages of their own, returned as
 * `extra`), and a section heading (h2) between it and the cards after it, so no level is skipped.
 */
export function arrangeHeadings(pages: readonly string[][], sectionTitle: string): { pages: Element[][]; extra: Element[][] } {
  const rank = (c: string) => mainHeadingBlocks.indexOf(c)
  const moved: string[] = []
  const arranged = pages.map((components) => {
    const leads = components.filter((c) => rank(c) >= 0).sort((a, b) => rank(a) - rank(b))
    moved.push(...leads.slice(1))
    return components.filter((c) => rank(c) < 0 || c === leads[0])
  })
  const withSections = (components: string[]): Element[] => {
    const lead = components.findIndex((c) => rank(c) >= 0)
    const elements = components.map(templateSlice)
    if (lead < 0 || !components.slice(lead + 1).some((c) => cardBlocks.has(c))) return elements
    const section = newSliceFromBlock('GlobalIntro', { title: sectionTitle, titleTag: 'h2', copy: '' })
    return [...elements.slice(0, lead + 1), section, ...elements.slice(lead + 1)]
  }
  return { pages: arranged.map(withSections), extra: moved.map((c) => [templateSlice(c)]) }
}
