import { describe, expect, it } from 'vitest'
import { listBlockDefinitions } from '../blocks/definitions.ts'
import { quickParser, type AnyField } from './fieldKind.ts'
import { link } from './linkField.ts'
import { media } from './mediaField.ts'
import { text, textarea, wysiwyg } from './textKinds.ts'
import { checkbox, select } from './choiceKinds.ts'
import { color } from './colorField.ts'
import { number } from './numberField.ts'
import { date, datetime } from './dateKinds.ts'
import { specials } from './specialsField.ts'

function sameKeys(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return true
  const ka = Object.keys(a)
  return ka.join() === Object.keys(b).join() && ka.every((k) => sameKeys((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

/** A kind's quick answer is none, or exactly the schema's (same value, same keys in the same order). */
function agrees(kind: AnyField, value: unknown): boolean {
  const quick = quickParser(kind.schema)?.(structuredClone(value))
  if (quick === undefined) return false
  const parsed = kind.schema.safeParse(structuredClone(value))
  expect(parsed.success, `${kind.kind}: the schema rejects what quick accepted: ${JSON.stringify(value)}`).toBe(true)
  expect(quick).toStrictEqual(parsed.data)
  expect(sameKeys(quick, parsed.data)).toBe(true)
  return true
}

const strings = ['', 'Plain words', ' padded ', 'x'.repeat(300), 'x'.repeat(301), 'x'.repeat(500), 'x'.repeat(501), 'tab\there\nline', 'bell\u0007 and del\u007f', 'lone \ud800 surrogate', 'pair 😀 é – ’', '<p>Rich <b>text</b></p>', '<script>alert(1)</script>']
const urls = ['/rooms', ' /padded ', 'https://example.com/a.jpg', 'http://x.example', 'mailto:a@example.com', 'tel:+15551234', '#top', '?q=1', './here', '../up', 'javascript:alert(1)', ' JavaScript:alert(1)', 'java&#x09;script:alert(1)', 'jav%61script:alert(1)', '&#106;avascript:x', 'data:text/html,<b>', 'vbscript:x', '//evil.example', 'evil.example', '', '   ', `/${'a'.repeat(2047)}`, `/${'a'.repeat(2048)}`]
const values: unknown[] = [
  null,
  undefined,
  true,
  false,
  0,
  12,
  [],
  {},
  ['a'],
  -1,
  0.5,
  0.07,
  7,
  72,
  100,
  1e9,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '#fff',
  '#0b75c9',
  '#0B75C9FF',
  '#12345',
  'red',
  '3:00 p.m.',
  'weekend@serene.yoga',
  '5d5bc37ffcf54c9b82e996823bffbb81',
  ...strings,
  ...urls,
  ...urls.flatMap((url) => [{ url, alt: 'Alt' }, { url }, { href: url, text: 'Go' }, { url, text: 'Go' }]),
  { url: '/a.jpg', alt: 'x'.repeat(500) },
  { url: '/a.jpg', alt: 'x'.repeat(501) },
  { url: '/a.jpg', alt: 3 },
  { url: '/a.jpg', alt: 'Alt', extra: 1 },
  { url: 5, alt: 'Alt' },
  { alt: 'Alt' },
  { href: '/a', text: 'Go', target: '_blank' },
  { href: '/a', text: 'Go', target: '_self', relationship: 'nofollow' },
  { href: '/a', text: 'Go', target: '_top' },
  { href: '/a', text: 'Go', relationship: 'r'.repeat(101) },
  { href: '/a', text: 'Go', relationship: 'r'.repeat(100) },
  { href: '/a', text: 't'.repeat(301) },
  { href: '/a', text: 't'.repeat(300) },
  { href: '/a' },
  { href: '/a', text: 'Go', url: '/b' },
  { text: 'Go', href: '/a' },
  ...['2026-12-31', '2028-02-29', '2027-02-29', '2026-13-01', '2026-1-01', ' 2026-12-31', '2026-12-31\n', '2026-12-31T23:59', '2026-12-31T23:59:07', '2026-12-31T23:59:07.5Z', '2026-12-31T23:59+05:30', '2026-12-31T24:00', '2026-12-31T23:59Z '],
  ['special-1', 'special-2'],
  ['special-1', 'special-1'],
  ['x'.repeat(100)],
  ['x'.repeat(101)],
  [''],
  ['special-1', 3],
  Array.from({ length: 24 }, (_, i) => `s${i}`),
  Array.from({ length: 25 }, (_, i) => `s${i}`),
]

const kinds: AnyField[] = [
  checkbox({ label: 'c' }),
  select({ label: 's', options: ['left', 'right', { value: 'center', label: 'Centre' }], default: 'left' }),
  text({ label: 't' }),
  text({ label: 't', maxLength: 300 }),
  textarea({ label: 't' }),
  wysiwyg({ label: 'w' }),
  media({ label: 'm', sizes: {} }),
  link({ label: 'l' }),
  number({ label: 'n', default: 0 }),
  number({ label: 'n', default: 0, min: 0, max: 100, step: 0.01 }),
  number({ label: 'n', default: 1, min: 1, step: 2 }),
  color({ label: 'c' }),
  color({ label: 'c', default: '' }),
  text({ label: 'u', url: { schemes: ['https'], paths: true } }),
  text({ label: 'p', pattern: { regex: /\d+:\d\d [ap]\.m\./, message: 'a time' } }),
  date({ label: 'd' }),
  datetime({ label: 'dt' }),
  specials({ label: 'sp' }),
  specials({ label: 'sp', maxItems: 2 }),
]

describe('withQuick', () => {
  it("answers what each kind's schema answers, on every catalogue block's defaults and templates", () => {
    let answered = 0
    for (const def of listBlockDefinitions()) {
      const fields = Object.values(def.fields) as AnyField[]
      const samples = [Object.fromEntries(Object.entries(def.fields).map(([name, kind]) => [name, (kind as AnyField).default])), ...def.templates.map((t) => t.values ?? {})]
      for (const sample of samples)
        for (const [name, kind] of Object.entries(def.fields) as [string, AnyField][]) if (name in sample && agrees(kind, (sample as Record<string, unknown>)[name])) answered++
      // Every kind gets the hostile and borderline values too.
      for (const kind of fields) for (const value of values) agrees(kind, value)
    }
    expect(answered).toBeGreaterThan(500)
  })

  it('leaves unsafe URLs, wrong shapes and values past their bounds to the schema', () => {
    for (const kind of kinds) for (const value of values) agrees(kind, value)
    const [plain, short, image, anchor] = [kinds[2]!, kinds[3]!, kinds[6]!, kinds[7]!].map((k) => quickParser(k.schema)!)
    expect(short!('x'.repeat(301))).toBeUndefined()
    expect(plain!('bell\u0007')).toBe('bell')
    for (const url of ['javascript:alert(1)', 'java&#x09;script:alert(1)', 'jav%61script:alert(1)', 'data:text/html,<b>', 'evil.example']) {
      expect(image!({ url, alt: '' })).toBeUndefined()
      expect(anchor!({ href: url, text: 'Go' })).toBeUndefined()
    }
    expect(anchor!({ href: ' /padded ', text: 'Go' })).toEqual({ href: '/padded', text: 'Go' })
    const [day, moment, offers] = kinds.slice(-4, -1).map((k) => quickParser(k.schema)!)
    expect([day!('2028-02-29'), day!(''), moment!('2026-12-31T23:59'), offers!(['special-1', 'special-2'])]).toEqual(['2028-02-29', '', '2026-12-31T23:59', ['special-1', 'special-2']])
    for (const wrong of ['2027-02-29', '2026-12-31\n', ' 2026-12-31']) expect(day!(wrong)).toBeUndefined()
    expect(moment!('2026-12-31T24:00')).toBeUndefined()
    expect(offers!(['special-1', 'special-1'])).toBeUndefined()
  })

  it('is dropped when a definition puts another schema on a kind', () => {
    const video = listBlockDefinitions().find((d) => d.component === 'CollectionHtmlVideo')!.fields.src as AnyField
    expect(quickParser(video.schema)).toBeUndefined()
  })
})
