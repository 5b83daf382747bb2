import { describe, expect, it } from 'vitest'
import { Site } from '../../../catalogue/model/site.ts'
import { previewSiteOf } from './previewSiteOf.ts'

describe('previewSiteOf', () => {
  it("gives the preview the page's own site with that site's main menu, submenus included", () => {
    const site = Site.parse({ id: 'sanctuary', slug: 'sanctuary', name: 'Sanctuary', kind: 'brand', layout: 'sanctuary', locales: ['es', 'en'] })
    const menus = [
      { id: 'm1', site_id: 'default', name: 'main', items: [{ label: 'Default rooms', href: '/rooms' }] },
      { id: 'm2', site_id: 'sanctuary', name: 'footer', items: [{ label: 'Legal', href: '/legal' }] },
      { id: 'm3', site_id: 'sanctuary', name: 'main', items: [{ label: 'Villas', href: '/villas', children: [{ label: 'Ocean', href: '/villas/ocean' }] }] },
    ]
    expect(previewSiteOf(site, menus)).toEqual({
      id: 'sanctuary',
      slug: 'sanctuary',
      name: 'Sanctuary',
      layout: 'sanctuary',
      locale: 'es',
      menu: [{ label: 'Villas', href: '/villas', children: [{ label: 'Ocean', href: '/villas/ocean' }] }],
    })
    expect(previewSiteOf(site, []).menu).toEqual([])
  })
})
