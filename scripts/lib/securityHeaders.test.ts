import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { apiPolicy, securityHeaders, studioPolicy, withFrameAncestors } from './securityHeaders.ts'

const app = new Hono()
app.use('*', securityHeaders())
app.get('/api/auth/authorize', (c) => c.html('<form>', 200, { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" }))
app.get('/api/*', (c) => c.json({ ok: true }))
app.get('/voix/*', (c) => c.html('<div id="studio"></div>'))
app.get('/with-policy', (c) => c.html('<p>', 200, { 'Content-Security-Policy': "script-src 'self'; object-src 'none'" }))
app.get('/moved', () => Response.redirect('http://localhost/elsewhere', 302))
app.get('*', (c) => c.html('<p>site</p>'))

const headersOf = async (path: string) => Object.fromEntries((await app.request(`http://localhost${path}`)).headers)

describe('securityHeaders', () => {
  it('puts the studio under its policy: own scripts only, no plugins, no foreign base or framing', async () => {
    const h = await headersOf('/voix/studio')
    expect(h['content-security-policy']).toBe(studioPolicy)
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "connect-src 'self'"]) expect(studioPolicy).toContain(directive)
    expect(studioPolicy).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval')/)
    expect(h).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' })
  })

  it('lets only this origin frame the site and the API, keeping a policy a response brings', async () => {
    expect(await headersOf('/')).toMatchObject({ 'content-security-policy': "frame-ancestors 'self'", 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'strict-origin-when-cross-origin' })
    expect((await headersOf('/with-policy'))['content-security-policy']).toBe("script-src 'self'; object-src 'none'; frame-ancestors 'self'")
    expect((await headersOf('/api/pages'))['content-security-policy']).toBe(apiPolicy)
    expect((await headersOf('/api/auth/authorize'))['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(withFrameAncestors("default-src 'self'; frame-ancestors https://partner.example;")).toBe("default-src 'self'; frame-ancestors https://partner.example;")
  })

  it('leaves the slice, section and cookbook previews under /voix to the site', async () => {
    expect((await headersOf('/voix/slice-preview/GenericHero'))['content-security-policy']).toBe("frame-ancestors 'self'")
    expect((await headersOf('/voix/section-preview/playaresorts/members-save-more'))['content-security-policy']).toBe("frame-ancestors 'self'")
  })

  it('adds them to a response whose headers cannot change, by answering a copy', async () => {
    const res = await app.request('http://localhost/moved')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('http://localhost/elsewhere')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })
})
