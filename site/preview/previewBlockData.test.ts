import { describe, expect, it, vi } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import type { RenderSlice } from '../../catalogue/blocks/renderTree.ts'
import { resolveElements } from '../../catalogue/blocks/resolveElements.ts'
import { createPreviewBlockData } from './previewBlockData.ts'

const tree = () => resolveElements([newSliceFromBlock('GlobalIntro', { title: 'Hi' }), newSliceFromBlock('PressReleaseList', { limit: 2 })]).nodes
const releases = [{ title: 'Opening', href: '/press/opening', date: '2026-05-04', location: '', summary: '' }]

describe('preview block data', () => {
  it("fetches a press release list's entries once for the page's site and language, then gives them to every list", async () => {
    const fetchJson = vi.fn(async (_url: string) => releases)
    let loaded = 0
    const data = createPreviewBlockData(() => loaded++, fetchJson)
    const first = tree()
    expect(data.attach(first, 'corp', 'es-MX')).toBe(true)
    expect((first[1] as RenderSlice).data).toBeUndefined()
    expect(data.attach(tree(), 'corp', 'es-MX')).toBe(true)
    await vi.waitFor(() => expect(loaded).toBe(1))
    expect(fetchJson.mock.calls).toEqual([['/api/press-releases?site=corp&locale=es-MX']])
    const again = tree()
    expect(data.attach(again, 'corp', 'es-MX')).toBe(false)
    expect((again[1] as RenderSlice).data).toEqual(releases)
    expect((again[0] as RenderSlice).data).toBeUndefined()
  })

  it('leaves the list empty when the API refuses, and says why on the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let loaded = 0
    const data = createPreviewBlockData(() => loaded++, async () => Promise.reject(new Error('401 Unauthorized')))
    data.attach(tree(), 'corp', 'en')
    await vi.waitFor(() => expect(loaded).toBe(1))
    const nodes = tree()
    expect(data.attach(nodes, 'corp', 'en')).toBe(false)
    expect((nodes[1] as RenderSlice).data).toEqual([])
    expect(warn.mock.calls[0]![0]).toContain('401 Unauthorized')
    warn.mockRestore()
  })
})

describe('preview offers', () => {
  it('shows the picked offers in the order picked, leaving out unknown and ended ones, as the build does', async () => {
    const offers: Record<string, unknown> = {
      '/api/specials/b': { id: 'b', title: 'Fourth night free', endDate: null },
      '/api/specials/a': { id: 'a', title: 'Save 40%', endDate: '2999-01-01' },
      '/api/specials/old': { id: 'old', title: 'Last summer', endDate: '2001-01-01' },
    }
    const fetchJson = vi.fn(async (url: string) => (url in offers ? offers[url] : Promise.reject(new Error('404 Not Found'))))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let loaded = 0
    const data = createPreviewBlockData(() => loaded++, fetchJson)
    const picked = () => resolveElements([newSliceFromBlock('SpecialsSpecialOffers', { title: 'Offers', specials: ['b', 'gone', 'a', 'old'] })]).nodes
    expect(data.attach(picked(), 'playaresorts', 'en')).toBe(true)
    await vi.waitFor(() => expect(loaded).toBe(4))
    const nodes = picked()
    expect(data.attach(nodes, 'playaresorts', 'en')).toBe(false)
    expect(((nodes[0] as RenderSlice).data as { id: string }[]).map((o) => o.id)).toEqual(['b', 'a'])
    warn.mockRestore()
  })
})
