import { describe, expect, it } from 'vitest'
import { getBlockDefinition } from '../blocks/definitions.ts'
import type { AnyField } from './fieldKind.ts'
import { anchoredPattern, text } from './textKinds.ts'

const field = (component: string, name: string) => (getBlockDefinition(component).fields as Record<string, AnyField>)[name]!
const accepts = (component: string, name: string, value: string) => field(component, name).schema.safeParse(value).success

describe('text patterns are whole-value checks', () => {
  it('anchors a pattern written without ^ and $, keeping its flags', () => {
    expect(anchoredPattern(/#[a-z]+/).test('abc #x')).toBe(false)
    expect(anchoredPattern(/#[a-z]+/).test('#x')).toBe(true)
    expect(anchoredPattern(/a|b/).test('ab')).toBe(false)
    expect(anchoredPattern(/p\.m\./i).test('P.M.')).toBe(true)
    const sticky = anchoredPattern(/x/gy)
    expect([sticky.test('x'), sticky.test('x')]).toEqual([true, true])
  })

  it('still accepts an empty value (not filled in yet)', () => {
    expect(text({ label: 'Code', pattern: { regex: /[A-Z]+/, message: 'letters' } }).schema.safeParse('').success).toBe(true)
  })

  it.each([
    ['AgentsPortalPopup', 'targetName', '#target_NAME'],
    ['AgentsPortalPopup', 'targetName', 'abc #x'],
    ['AgentsPortalPopup', 'targetName', '#target-name"><img src=x onerror=alert(1)>'],
    ['AgentsPortalPopup', 'cookieName', 'seen; path=/; domain=evil.example'],
    ['GlobalPromoCoupon', 'promo', 'x"><script>alert(document.cookie)</script>'],
    ['GlobalInlineBookingWidget', 'promo', 'x"><script>alert(1)</script>'],
    ['GlobalInlineBookingWidget', 'resort', 'HZCUN<svg onload=alert(1)>'],
    ['GlobalSignUpPopup', 'formid', 'news letter'],
    ['GlobalVimeoHero', 'cfId', '76979871"><script>alert(1)</script>'],
    ['GlobalVimeoHero', 'ratio', '16:9;background:url(javascript:alert(1))'],
    ['GlobalYoutube', 'videoId', 'dQw4w9WgXcQ&autoplay=1'],
  ])('%s.%s refuses %j', (component, name, value) => {
    expect(accepts(component, name, value)).toBe(false)
  })

  it.each([
    ['AgentsPortalPopup', 'targetName', '#target-name'],
    ['AgentsPortalPopup', 'targetName', '#popup'],
    ['GlobalPromoCoupon', 'promo', 'SUMMER_27-A'],
    ['GlobalInlineBookingWidget', 'resort', 'HZCUN'],
    ['GlobalVimeoHero', 'cfId', '76979871'],
    ['GlobalVimeoHero', 'ratio', '16:9'],
    ['GlobalYoutube', 'videoId', 'dQw4w9WgXcQ'],
  ])('%s.%s accepts %j', (component, name, value) => {
    expect(accepts(component, name, value)).toBe(true)
  })

  it('names what the value must look like', () => {
    const result = field('AgentsPortalPopup', 'targetName').schema.safeParse('#target_NAME')
    expect(result.error?.issues[0]?.message).toContain("'#target-name'")
  })
})

describe('URL-like text fields', () => {
  const engines = [
    ['GlobalInlineBookingWidget', 'engineUrl'],
    ['GlobalFlightWidget', 'engineUrl'],
    ['GlobalPromoCoupon', 'engineUrl'],
  ] as const

  it.each(engines.flatMap(([c, n]) =>
    [
      'javascript:alert(document.cookie)//',
      '/book"><script>alert(1)</script>',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'http://booking.example.com/',
      '//evil.example/book',
      '/\\evil.example/book',
      'mailto:a@example.com',
      'https:///nohost',
      'book',
    ].map((v) => [c, n, v] as const),
  ))('%s.%s refuses %j', (component, name, value) => {
    const result = field(component, name).schema.safeParse(value)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(/^unsafe URL: /)
  })

  it.each(engines.flatMap(([c, n]) => ['/book', 'https://booking.example.com/engine?chain=1', '', '/book?x=1#y'].map((v) => [c, n, v] as const)))(
    '%s.%s accepts %j',
    (component, name, value) => {
      expect(field(component, name).schema.safeParse(value).success).toBe(true)
    },
  )

  it('an iframe embeds https:// pages only, never a path or javascript:', () => {
    expect(accepts('GlobalIframe', 'iframeUrl', 'https://example.com/form')).toBe(true)
    for (const bad of ['javascript:alert(1)', '/local', 'http://example.com', 'https://example.com/"onload="alert(1)', 'data:text/html,x'])
      expect(accepts('GlobalIframe', 'iframeUrl', bad)).toBe(false)
  })

  it('a solo media video is an .mp4 at an https:// address or on this site', () => {
    expect(accepts('GenericSoloMedia', 'videoUrl', 'https://cdn.example.com/a.mp4')).toBe(true)
    expect(accepts('GenericSoloMedia', 'videoUrl', '/media/a.mp4?x=1')).toBe(true)
    expect(accepts('GenericSoloMedia', 'videoUrl', 'javascript:alert(1)//.mp4')).toBe(false)
    expect(accepts('GenericSoloMedia', 'videoUrl', 'https://cdn.example.com/a.webm')).toBe(false)
  })
})

describe('text as a page can show it', () => {
  it('drops control characters and mends lone surrogates, so the server and the browser render the same text', () => {
    const schema = text({ label: 'Title' }).schema
    expect(schema.parse('a\u0000b\u0001c\u007fd')).toBe('abcd')
    expect(schema.parse('tab\tnew\nline\r')).toBe('tab\tnew\nline\r')
    expect(schema.parse('\ud800<script>')).toBe('\ufffd<script>')
    expect(schema.parse('x\udc00')).toBe('x\ufffd')
    expect(schema.parse('emoji \ud83c\udf34 stays')).toBe('emoji \ud83c\udf34 stays')
  })
})
