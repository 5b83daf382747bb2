import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import type { Element } from '../../catalogue/model/element.ts'
import { sectionBlock } from '../../catalogue/model/sections/expandSections.ts'

/**
 * The demo's shared section: the members' promo the brands run at the foot of their dining and experiences pages,
 * one record for every site, so the demo shows a section placed on 50 pages of 25 sites (each site's context its
 * own: layout, menu, brand). Editing it in the studio and publishing rebuilds exactly those pages.
 */
export const demoSharedSection = {
  id: 'members-save-more',
  site_id: null,
  name: 'Members save more',
  kind: 'shared',
  description: 'The members’ rate promo at the foot of each brand’s dining and experiences pages.',
  elements: [
    newSliceFromBlock('GlobalIntro', {
      title: 'Members save more',
      titleTag: 'h2',
      copy: '<p>Join our free rewards club and save an extra 10% on every stay you book direct, with late checkout when it is free.</p>',
    }),
    newSliceFromBlock('GlobalPromoCoupon', {
      title: 'Extra 10% off for members',
      copy: '<p>Sign in before you book, or use the code at checkout.</p>',
      promo: 'MEMBER10',
      rate: 'MBR',
      buttonText: 'Book the members’ rate',
      engineUrl: '/book',
    }),
  ],
} as const

/** The brand pages that place it, by path, on every site composed from its brand's facts. */
export const demoSectionPaths: ReadonlySet<string> = new Set(['/dining', '/experiences'])

/** Where a page places the demo's shared section: after its own blocks. */
export function withDemoSection(path: string, elements: Element[]): Element[] {
  if (!demoSectionPaths.has(path)) return elements
  return [...elements, newSliceFromBlock(sectionBlock, { section: demoSharedSection.id, name: demoSharedSection.name })]
}
