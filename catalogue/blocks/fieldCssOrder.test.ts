import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { breakpointMinWidth, breakpointNames, type BreakpointName } from '../model/breakpoints.ts'
import type { FieldProperty } from '../model/field.ts'
import { setFieldProperty } from '../model/operations/index.ts'
import { pageWith, slice } from '../model/testing.ts'
import { newSliceFromBlock } from './newSliceFromBlock.ts'
import { fieldCss, resolveElements } from './resolveElements.ts'

/** One editor's edit: set a breakpoint's font size (and perhaps alignment). */
const anEdit = fc.record({
  breakpoint: fc.constantFrom(...breakpointNames),
  fontSize: fc.integer({ min: 8, max: 120 }).map((n) => `${n}px`),
  textAlign: fc.option(fc.constantFrom('left', 'center', 'right'), { nil: undefined }),
})

/** The value in force at a width, as a min-width cascade must give it: the widest breakpoint set at or below it. */
function sizeAt(properties: readonly FieldProperty[], width: number): string | undefined {
  let found: string | undefined
  for (const name of breakpointNames) {
    const p = properties.find((q) => q.breakpoint === name)
    if (breakpointMinWidth[name] <= width && p?.fontSize) found = p.fontSize
  }
  return found
}

/** What a browser's cascade would pick from the generated CSS at a width: the last matching rule wins. */
function cascadeAt(css: string, width: number): string | undefined {
  let found: string | undefined
  for (const m of css.matchAll(/(?:@media \(min-width:(\d+)px\)\{)?\[data-vf="[^"]*"\]\{([^}]*)\}/g)) {
    if (Number(m[1] ?? 0) > width) continue
    const size = /font-size:([^;]+)/.exec(m[2]!)?.[1]
    if (size) found = size
  }
  return found
}

describe('the responsive CSS cascade', () => {
  it('is the same whatever order the breakpoints were edited in, and each width gets its own breakpoint\'s value', () => {
    fc.assert(
      fc.property(fc.array(anEdit, { minLength: 1, maxLength: 12 }), (edits) => {
        // Apply the edits in the order an editor made them, through the same operation the studio uses.
        let page = pageWith([slice('s', { fields: [{ id: 'f1', name: 'title', type: 'text', value: 'Hi', enabled: true, media: [], properties: [] }] })])
        for (const edit of edits) page = setFieldProperty(page, 's', 'title', edit as FieldProperty)
        const stored = page.elements[0]!.fields[0]!.properties
        // The last edit of each breakpoint, in breakpoint order: what the editor meant, independent of history.
        const last = new Map<BreakpointName, FieldProperty>()
        for (const edit of edits) last.set(edit.breakpoint, edit as FieldProperty)
        const sorted = breakpointNames.flatMap((b) => (last.has(b) ? [last.get(b)!] : []))
        expect(stored).toEqual(sorted)
        const css = fieldCss({ id: 'f1', properties: stored })
        expect(css).toBe(fieldCss({ id: 'f1', properties: sorted }))
        // Content stored in any order before this rule (or through the API) cascades the same way too.
        expect(fieldCss({ id: 'f1', properties: [...stored].reverse() })).toBe(css)
        for (const width of [320, 390, 640, 700, 768, 1024, 1280, 1440, 1536, 1920]) expect(cascadeAt(css, width)).toBe(sizeAt(sorted, width))
      }),
      { numRuns: 300 },
    )
  })

  it('puts the phone rule before the laptop rule when the laptop size was set first (the reported case)', () => {
    const hero = newSliceFromBlock('GenericHero', { title: 'Sunset swim-up suites' })
    hero.fields = hero.fields.map((f) => (f.name === 'title' ? { ...f, properties: [{ breakpoint: 'lg', fontSize: '72px' }, { breakpoint: 'default', fontSize: '26px' }] } : f))
    const id = hero.fields.find((f) => f.name === 'title')!.id
    expect(resolveElements([hero]).css).toBe(`[data-vf="${id}"]{font-size:26px}@media (min-width:1024px){[data-vf="${id}"]{font-size:72px}}`)
  })
})
