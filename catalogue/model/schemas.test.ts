import { describe, expect, it } from 'vitest'
import { Element } from './element.ts'
import { Page } from './page.ts'

const issuePaths = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []

describe('model schemas', () => {
  it('fills the slice defaults', () => {
    const el = Element.parse({ id: 'a', type: 'slice', component: 'GenericHero' })
    expect(el).toMatchObject({ enabled: true, slot: 'default', xp_status: 'approved', hydration_mode: 'load', elements: [], fields: [] })
  })

  it('starts a page review as pending', () => {
    const page = Page.parse({ id: 'p', path: '/', title: 'Home', layout: 'blocks' })
    expect(page.review).toEqual({ status: 'pending', annotations: {} })
  })

  it('rejects a malformed element and names the field', () => {
    const result = Element.safeParse({ id: 'a', type: 'slice', component: 'GenericHero', enabled: 'yes', bogus: 1 })
    expect(result.success).toBe(false)
    const messages = issuePaths(result)
    expect(messages.some((m) => m.startsWith('enabled:'))).toBe(true)
    expect(messages.some((m) => m.includes('bogus'))).toBe(true)
  })

  it('rejects a slice without component and a query without model_query', () => {
    expect(issuePaths(Element.safeParse({ id: 'a', type: 'slice' }))).toContain('component: a slice element must name its component')
    expect(issuePaths(Element.safeParse({ id: 'a', type: 'query', component: 'X' }))).toContain('model_query: a query element must have a model_query')
  })

  it('rejects an unsafe media URL deep in the tree and names its path', () => {
    const result = Page.safeParse({
      id: 'p',
      path: '/',
      title: 'Home',
      layout: 'blocks',
      elements: [
        {
          id: 'g',
          type: 'group',
          elements: [
            { id: 's', type: 'slice', component: 'GlobalImage', fields: [{ id: 'f', name: 'image', type: 'media', media: [{ url: ' JaVaScRiPt:alert(1)' }] }] },
          ],
        },
      ],
    })
    expect(issuePaths(result)[0]).toMatch(/^elements\.0\.elements\.0\.fields\.0\.media\.0\.url: unsafe URL/)
  })

  it('rejects bad paths', () => {
    for (const path of ['no-slash', '/trailing/', '/../etc', '/UPPER', '/a b'])
      expect(Page.safeParse({ id: 'p', path, title: 'T', layout: 'blocks' }).success, path).toBe(false)
  })
})
