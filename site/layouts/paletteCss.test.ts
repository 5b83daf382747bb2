import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { layouts } from '../../catalogue/layouts/layouts.ts'
import { contrast, paletteCss, typeScaleCss } from './paletteCss.ts'

describe('paletteCss', () => {
  it('gives every catalogue layout its palette and colour roles', () => {
    const css = paletteCss(layouts)
    for (const layout of layouts) expect(css).toContain(`.v-layout--${layout.id}{--v-c1:${layout.palette[0]}`)
    expect(css.split('\n')).toHaveLength(layouts.length)
  })

  it('picks a non-white accent and dark text on a light primary', () => {
    const css = paletteCss([{ id: 'x', palette: ['#ffcf85', '#ffffff', '#20432c'] }])
    expect(css).toContain('--v-accent:#20432c')
    expect(css).toContain('--v-light:#ffffff')
    expect(css).toContain('--v-on-primary:#111111')
    expect(css).toContain('--v-on-accent:#ffffff')
  })

  it("gives each layout its type, shape and spacing from the catalogue, and the shared type scale", () => {
    const css = paletteCss(layouts)
    expect(css).toContain(".v-layout.v-layout--hyatt-secrets{--v-font-body:system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;--v-font-head:'Didot', 'Bodoni MT', Georgia, serif;--v-head-case:uppercase;--v-head-spacing:0.2em;--v-head-weight:400;--v-radius:0;--v-space-1:0.25rem")
    // Headings take the body font when a layout names no heading font of its own.
    expect(css).toContain(".v-layout.v-layout--voix{--v-font-body:system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;--v-font-head:system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;")
    expect(typeScaleCss()).toContain('.v-text-sm{font-size:0.875rem}')
    expect(typeScaleCss()).toContain('.v-text-8xl{font-size:6rem}')
  })

  const roles = new Map(
    paletteCss(layouts)
      .split('\n')
      .map((line) => [/^\.v-layout--([a-z0-9-]+)\{/.exec(line)![1]!, Object.fromEntries([...line.matchAll(/--v-([a-z0-9-]+):(#[0-9a-f]+)/gi)].map((m) => [m[1]!, m[2]!]))]),
  )
  it.each(layouts.map((l) => l.id))('gives the %s layout text colours that read at WCAG AA contrast on its brand colours and surfaces', (id) => {
    const v = roles.get(id)!
    // White or near-black on a brand colour: the better of the two (a mid-tone may reach only about 4.2 either way).
    expect(contrast(v['on-primary']!, v.primary!)).toBeGreaterThanOrEqual(Math.min(4.5, Math.max(contrast('#ffffff', v.primary!), contrast('#111111', v.primary!))))
    expect(contrast(v['on-accent']!, v.accent!)).toBeGreaterThanOrEqual(Math.min(4.5, Math.max(contrast('#ffffff', v.accent!), contrast('#111111', v.accent!))))
    for (const surface of ['#ffffff', v.light!]) {
      expect(contrast(v['primary-ink']!, surface)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(v['accent-ink']!, surface)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('has blocks put text on a brand colour only in the colour made to read on it', () => {
    // A block that fills with --v-primary and writes white on it fails on pale brands (Sandpiper, Seadust): the
    // layout's --v-on-primary is the one its palette test above checks.
    const dir = fileURLToPath(new URL('../../catalogue/blocks/', import.meta.url))
    const rules = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.css'))
      .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('}').map((rule) => `${f}: ${rule.trim()}`))
    const onPrimary = rules.filter((r) => /background: var\(--v-primary[,)]/.test(r) && /[{;]\s*color:/.test(r) && !r.includes('.v-hero {'))
    expect(onPrimary.length).toBeGreaterThan(5)
    expect(onPrimary.filter((r) => !/color: var\(--v-on-primary/.test(r))).toEqual([])
  })
})
