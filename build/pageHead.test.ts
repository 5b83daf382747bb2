import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HeadTagRule } from '../catalogue/model/entities/headTagRule.ts'
import { pageHead } from './toPayload.ts'

const site = { id: 'playaresorts', slug: 'playaresorts' }
const rule = (id: string, tag: HeadTagRule['tag']): HeadTagRule => ({ id, site_id: null, name: `Rule ${id}`, pathPrefix: '/', tag, enabled: true })

describe('pageHead', () => {
  afterEach(() => vi.restoreAllMocks())

  it('skips stored tags that fail the allowlist, naming them, and renders the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const head = pageHead(
      { path: '/rooms', head: [{ tag: 'link', attrs: { rel: 'stylesheet', href: '/x.css', onerror: 'alert(document.cookie)' } }, { tag: 'meta', attrs: { name: 'robots', content: 'index' } }] },
      site,
      { headTags: [rule('old', { tag: 'meta', attrs: { 'http-equiv': 'refresh', content: '0;url=javascript:alert(1)' } })], scriptOrigins: [] },
    )
    expect(head).toEqual([{ tag: 'meta', attrs: { name: 'robots', content: 'index' } }])
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/page playaresorts\/rooms: <link> 'onerror' is not an allowed attribute/),
      expect.stringMatching(/head tag record 'Rule old' \(old\): <meta> http-equiv/),
    ])
  })

  it('renders a script rule only while its origin is allowed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const gtm = rule('gtm', { tag: 'script', attrs: { src: 'https://www.googletagmanager.com/gtm.js', async: '' } })
    expect(pageHead({ path: '/', head: [] }, site, { headTags: [gtm], scriptOrigins: ['https://www.googletagmanager.com'] })).toEqual([gtm.tag])
    expect(pageHead({ path: '/', head: [] }, site, { headTags: [gtm], scriptOrigins: ['https://cdn.example.com'] })).toEqual([])
  })

  it("never renders a script from a page's own head, and says so", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(pageHead({ path: '/', head: [{ tag: 'script', attrs: { src: 'https://www.googletagmanager.com/gtm.js' } }] }, site, { headTags: [], scriptOrigins: ['https://www.googletagmanager.com'] })).toEqual([])
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/page playaresorts\/: <script> a page's own head takes meta and link tags only/)
  })
})
