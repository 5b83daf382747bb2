import { describe, expect, it } from 'vitest'
import { HeadTagRule } from '../model/entities/headTagRule.ts'
import { HeadTag, PageHeadTag, SafeHeadTag } from '../model/page.ts'
import { headTagProblems } from './headTagCheck.ts'

type Tag = { tag: string; attrs: Record<string, string> }

const refused: Tag[] = [
  // The probe's payload: a stylesheet link with an event handler.
  { tag: 'link', attrs: { rel: 'stylesheet', href: '/x.css', onerror: 'alert(document.cookie)' } },
  { tag: 'link', attrs: { rel: 'icon', href: '/f.ico', onload: 'alert(1)' } },
  { tag: 'meta', attrs: { name: 'x', content: 'y', onclick: 'alert(1)' } },
  { tag: 'meta', attrs: { name: 'x', content: 'y', style: 'background:url(javascript:alert(1))' } },
  { tag: 'meta', attrs: { 'http-equiv': 'refresh', content: '0;url=javascript:alert(1)' } },
  { tag: 'meta', attrs: { 'http-equiv': 'set-cookie', content: 'voix-access-token=x' } },
  { tag: 'meta', attrs: { 'http-equiv': 'content-security-policy', content: "script-src 'unsafe-inline'" } },
  { tag: 'meta', attrs: { property: 'og:image', content: 'javascript:alert(1)' } },
  { tag: 'meta', attrs: { property: 'og:url', content: 'data:text/html,<script>alert(1)</script>' } },
  { tag: 'link', attrs: { rel: 'stylesheet', href: 'javascript:alert(1)' } },
  { tag: 'link', attrs: { rel: 'canonical', href: ' JaVaScRiPt:alert(1)' } },
  { tag: 'link', attrs: { rel: 'import', href: '/evil.html' } },
  { tag: 'link', attrs: { rel: 'preload', as: 'script', href: '/x.js' } },
  { tag: 'link', attrs: { rel: 'stylesheet' } },
  { tag: 'script', attrs: { src: 'javascript:alert(1)' } },
  { tag: 'script', attrs: { src: '/local.js' } },
  { tag: 'script', attrs: { src: 'http://cdn.example.com/a.js' } },
  { tag: 'script', attrs: { src: 'https://cdn.example.com/a.js', onload: 'alert(1)' } },
  { tag: 'script', attrs: { src: 'https://cdn.example.com/a.js', type: 'text/html' } },
  { tag: 'script', attrs: {} },
  { tag: 'base', attrs: { href: 'https://evil.example/' } },
  { tag: 'style', attrs: {} },
  { tag: 'iframe', attrs: { src: 'https://evil.example/' } },
]

const accepted: Tag[] = [
  { tag: 'meta', attrs: { name: 'google-site-verification', content: 'voix-demo-verification' } },
  { tag: 'meta', attrs: { name: 'theme-color', content: '#003b5c' } },
  { tag: 'meta', attrs: { property: 'og:image', content: 'https://cdn.example.com/og.jpg' } },
  { tag: 'meta', attrs: { property: 'og:title', content: '"><script>alert(1)</script>' } },
  { tag: 'meta', attrs: { 'http-equiv': 'X-UA-Compatible', content: 'IE=edge' } },
  { tag: 'link', attrs: { rel: 'alternate', type: 'application/rss+xml', href: '/blog/feed.xml' } },
  { tag: 'link', attrs: { rel: 'preconnect', href: 'https://fonts.gstatic.com', crossorigin: '' } },
  { tag: 'link', attrs: { rel: 'alternate', hreflang: 'es-MX', href: 'https://example.com/es' } },
  { tag: 'script', attrs: { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-X', async: '' } },
]

describe('head tags: the allowlist', () => {
  it.each(refused)('refuses %j', (tag) => {
    expect(headTagProblems(tag).length).toBeGreaterThan(0)
    expect(SafeHeadTag.safeParse(tag).success).toBe(false)
  })

  it.each(accepted)('accepts %j', (tag) => {
    expect(headTagProblems(tag)).toEqual([])
    expect(SafeHeadTag.safeParse(tag).success).toBe(true)
  })

  it('names the attribute and why, for the editor', () => {
    const result = SafeHeadTag.safeParse(refused[0])
    expect(result.error?.issues[0]?.path).toEqual(['attrs', 'onerror'])
    expect(result.error?.issues[0]?.message).toMatch(/'onerror' is not an allowed attribute of <link> \(event handlers run scripts\)/)
  })

  it('refuses attribute names that are not whole names, even in stored tags', () => {
    expect(HeadTag.safeParse({ tag: 'meta', attrs: { 'name onload': 'x' } }).success).toBe(false)
    expect(HeadTag.safeParse({ tag: 'meta', attrs: { 'x"><script>': 'x' } }).success).toBe(false)
  })

  it('keeps scripts out of a page’s own head', () => {
    expect(PageHeadTag.safeParse(accepted.at(-1)).success).toBe(false)
    expect(PageHeadTag.safeParse(accepted[0]).success).toBe(true)
  })

  it('takes scripts only from the origins an admin allows', () => {
    const gtm = { tag: 'script', attrs: { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-X', async: '' } }
    expect(headTagProblems(gtm, { scriptOrigins: [] })[0]?.message).toMatch(/origins an admin allows \(none yet\)/)
    expect(headTagProblems(gtm, { scriptOrigins: ['https://cdn.example.com'] })).toHaveLength(1)
    expect(headTagProblems(gtm, { scriptOrigins: ['https://www.googletagmanager.com'] })).toEqual([])
    // A look-alike host is another origin.
    expect(headTagProblems({ tag: 'script', attrs: { src: 'https://www.googletagmanager.com.evil.example/x.js' } }, { scriptOrigins: ['https://www.googletagmanager.com'] })).toHaveLength(1)
  })

  it('still loads a stored rule that no longer passes, so nothing stored is lost', () => {
    const stored = { id: 'h1', name: 'Old', tag: refused[0] }
    expect(HeadTagRule.safeParse(stored).success).toBe(true)
  })
})
