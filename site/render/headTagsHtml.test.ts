import { describe, expect, it } from 'vitest'
import { headTagsHtml } from './headTagsHtml.ts'

describe('headTagsHtml', () => {
  it('writes allowed tags with escaped values', () => {
    expect(headTagsHtml([{ tag: 'meta', attrs: { property: 'og:title', content: '"><script>alert(1)</script>' } }])).toBe(
      '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    )
  })

  it('never writes a tag that fails the allowlist, whatever the payload holds', () => {
    const html = headTagsHtml([
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/x.css', onerror: 'alert(document.cookie)' } },
      { tag: 'link', attrs: { rel: 'canonical', href: 'javascript:alert(1)' } },
      { tag: 'meta', attrs: { 'http-equiv': 'refresh', content: '0;url=javascript:alert(1)' } },
      { tag: 'link', attrs: { rel: 'alternate', type: 'application/rss+xml', href: '/blog/feed.xml' } },
    ])
    expect(html).toBe('<link rel="alternate" type="application/rss+xml" href="/blog/feed.xml">')
  })

  it('closes a script and writes its switches bare', () => {
    expect(headTagsHtml([{ tag: 'script', attrs: { src: 'https://cdn.example.com/a.js', async: '' } }])).toBe('<script src="https://cdn.example.com/a.js" async></script>')
  })
})
