import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import type { Element } from '../../catalogue/model/element.ts'

let n = 0
const ids = (prefix: string) => () => `${prefix}-${n++}`
export const intro = (title: string, prefix: string) => newSliceFromBlock('GlobalIntro', { title, copy: `<p>${title}: every meal, every drink, every day.</p>` }, ids(prefix))
const placeholder = (section: string, prefix: string) => newSliceFromBlock('GlobalSharedSection', { section, name: 'Booking strip' }, ids(prefix))

/**
 * A two-site snapshot's content where the first `placing` of `pages` room pages place the shared section 'strip'
 * (odd ones at the top level, even ones inside a group), for the section tests and the bench's section figure.
 */
export function sectionSite(pages = 60, placing = 50) {
  const section = { id: 'strip', site_id: null, name: 'Booking strip', kind: 'shared', elements: [intro('Book direct and save 30%', 'sec'), intro('Kids stay free', 'sec')] }
  const list = Array.from({ length: pages }, (_, i) => {
    const own = intro(`Room ${i}`, `p${i}`)
    const group = { ...newSliceFromBlock('GlobalIntro', {}, ids(`p${i}`)), type: 'group', component: undefined, fields: [], label: 'Group', elements: [placeholder('strip', `p${i}`)] } as Element
    const elements: Element[] = i >= placing ? [own] : i % 2 ? [own, placeholder('strip', `p${i}`)] : [group, own]
    return { id: `page-${i}`, site_id: 's1', path: `/rooms/${i}`, title: `Room ${i}`, layout: 'blocks', elements }
  })
  list.push({ id: 'other-home', site_id: 's2', path: '/', title: 'Other home', layout: 'blocks', elements: [intro('Welcome', 'o')] })
  return {
    sites: [
      { id: 's1', slug: 'demo', name: 'Demo Resort', kind: 'resort', layout: 'blocks', hosts: ['demo.localhost'], isDefault: true },
      { id: 's2', slug: 'other', name: 'Other Resort', kind: 'resort', layout: 'blocks', hosts: ['other.localhost'] },
    ],
    pages: list,
    sections: [section],
  }
}
