import { describe, expect, it } from 'vitest'
import { checkNavigationTarget } from './guards.ts'
import { payloadUrl } from './payloadUrl.ts'

const base = 'https://playaresorts.localhost/rooms'

describe('checkNavigationTarget', () => {
  it('resolves same-site targets', () => {
    expect(checkNavigationTarget('/dining?x=1', base).href).toBe('https://playaresorts.localhost/dining?x=1')
    expect(checkNavigationTarget('suites', base).pathname).toBe('/suites')
  })
  it('refuses other origins unless explicitly allowed', () => {
    expect(() => checkNavigationTarget('https://evil.example/', base)).toThrow('Navigating to an external URL is not allowed by default.')
    expect(() => checkNavigationTarget('//evil.example/x', base)).toThrow('Navigating to an external URL is not allowed by default.')
    expect(checkNavigationTarget('https://hilton.example/', base, { external: true }).host).toBe('hilton.example')
  })
  it('refuses dangerous protocols, even when external is allowed and however they are disguised', () => {
    expect(() => checkNavigationTarget('javascript:alert(1)', base, { external: true })).toThrow("Cannot navigate to a URL with 'javascript:' protocol.")
    expect(() => checkNavigationTarget(' JaVa\tScRiPt:alert(1)', base)).toThrow("Cannot navigate to a URL with 'javascript:' protocol.")
    expect(() => checkNavigationTarget('java&#115;cript:alert(1)', base)).toThrow("Cannot navigate to a URL with 'javascript:' protocol.")
    expect(() => checkNavigationTarget('data:text/html,<script>1</script>', base)).toThrow("Cannot navigate to a URL with 'data:' protocol.")
    expect(() => checkNavigationTarget('vbscript:x', base)).toThrow("Cannot navigate to a URL with 'vbscript:' protocol.")
  })
})

describe('payloadUrl', () => {
  it('is {path}/_payload.json?{buildId}', () => {
    expect(payloadUrl('/rooms', 'b1')).toBe('/rooms/_payload.json?b1')
    expect(payloadUrl('/', 'b1')).toBe('/_payload.json?b1')
    expect(payloadUrl('/rooms/?q=1#x', 'b1')).toBe('/rooms/_payload.json?b1')
  })
  it('refuses anything with a host', () => {
    for (const bad of ['https://evil.example/rooms', '//evil.example/rooms', '/\\evil.example', 'rooms', 'javascript:alert(1)'])
      expect(() => payloadUrl(bad, 'b1')).toThrow('A payload URL must be a path on this site, without a host')
  })
})
