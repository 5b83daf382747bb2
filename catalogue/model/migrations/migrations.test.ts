import { describe, expect, it } from 'vitest'
import { checkNesting } from '../nestingLimits.ts'
import { nestedGroups } from '../testing.ts'
import { currentVersion, documentType } from './DocumentType.ts'
import { loadPage } from './loadPage.ts'
import { migrateDocument } from './migrateDocument.ts'
import { pageDocument } from './pageDocument.ts'
import { menuDocument } from './recordDocuments.ts'
import { Menu } from '../site.ts'
import type { Element } from '../element.ts'

const ids = (elements: readonly Element[]): string[] => elements.flatMap((el) => [el.id, ...ids(el.elements)])
const depth = (elements: readonly Element[]): number => (elements.length ? 1 + Math.max(...elements.map((el) => depth(el.elements))) : 0)

describe('stored document migrations', () => {
  it('loads a version 1 page whose element tree is deeper than blocks may now nest as the current version, losing no block', () => {
    const v1 = { id: 'p', path: '/deep', title: 'Deep', layout: 'blocks', elements: [nestedGroups(30), { id: 'after', type: 'slice', component: 'GlobalIntro' }] }
    expect(currentVersion(pageDocument)).toBe(3)
    const page = loadPage(JSON.parse(JSON.stringify(v1)), 1)
    expect(depth(page.elements)).toBe(20)
    expect(ids(page.elements)).toEqual([...Array.from({ length: 30 }, (_, i) => `g${i + 1}`), 'leaf', 'after'])
    expect(checkNesting(page)).toBeUndefined()
    // What was nested below the limit now sits, in order, in the group at level 19.
    let group = page.elements[0]!
    for (let level = 1; level < 19; level++) group = group.elements[0]!
    expect(group.elements.map((el) => el.id)).toEqual([...Array.from({ length: 11 }, (_, i) => `g${i + 20}`), 'leaf'])
    expect(v1.elements[0]).toEqual(nestedGroups(30))
  })

  it('migrates trees thousands deep without overflowing, and leaves a current document alone', () => {
    const page = loadPage({ id: 'p', path: '/', title: 'Deep', layout: 'blocks', elements: [nestedGroups(5000)] }, 1)
    expect(depth(page.elements)).toBe(20)
    const current = { id: 'p', path: '/', title: 'x', layout: 'blocks', elements: [] }
    expect(migrateDocument(pageDocument, current, 3)).toBe(current)
  })

  it('loads a version 2 page whose font value could open a CSS string, or whose canonical link went off-site, without them, keeping every other value', () => {
    const properties = [{ breakpoint: 'sm', font: 'Arial"', fontSize: '18px' }, { breakpoint: 'md', font: "'Playfair Display', serif" }]
    const v2 = { id: 'p', path: '/', title: 'Fonts', layout: 'blocks', seo: { canonical: '/\\evil.example/', image: '/media/a.png' }, elements: [{ id: 'g', type: 'group', elements: [{ id: 's', type: 'slice', component: 'GlobalIntro', fields: [{ id: 'f', name: 'title', type: 'text', properties }] }] }] }
    const page = loadPage(JSON.parse(JSON.stringify(v2)), 2)
    expect(page.seo).toMatchObject({ canonical: '', image: '/media/a.png' })
    expect(page.elements[0]!.elements[0]!.fields[0]!.properties).toEqual([{ breakpoint: 'sm', fontSize: '18px' }, { breakpoint: 'md', font: "'Playfair Display', serif" }])
  })

  it('brings a version 1 menu within 5 levels', () => {
    let items: unknown[] = [{ label: 'L1000', href: '/x' }]
    for (let level = 999; level >= 1; level--) items = [{ label: `L${level}`, href: '/x', children: items }]
    const menu = Menu.parse(migrateDocument(menuDocument, { id: 'm', site_id: 's', name: 'Main', items }, 1))
    expect(checkNesting(menu)).toBeUndefined()
    let entry = menu.items[0]!
    for (let level = 1; level < 4; level++) entry = entry.children![0]!
    expect(entry.label).toBe('L4')
    // 996 entries lifted; a submenu holds at most 100.
    expect(entry.children!.map((child) => child.label)).toEqual(Array.from({ length: 100 }, (_, i) => `L${i + 5}`))
    expect(entry.children!.every((child) => child.children === undefined || child.children.length === 0)).toBe(true)
  })

  it('refuses a document newer than the code, and a list out of order', () => {
    expect(() => migrateDocument(pageDocument, {}, 4)).toThrow('a stored page has schema version 4, newer than this code knows (3)')
    expect(() => documentType('x', [{ version: 3, why: 'skips 2', up: (d) => d }])).toThrow("x migration 'skips 2' is version 3")
  })
})
