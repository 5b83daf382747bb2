import { describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../blocks/newSliceFromBlock.ts'
import { resolveElements } from '../blocks/resolveElements.ts'
import { cssFontFamily, FontFamily } from './cssValues.ts'
import { FieldProperty } from './field.ts'

describe('CSS values by property kind', () => {
  it('refuse a font value that would open a CSS string (Arial") or carry other syntax, naming the grammar', () => {
    for (const bad of ['Arial"', "Arial'", '"Arial', '"Ar"ial"', 'Arial;color:red', 'Arial}body{display:none', 'Arial\\', '1Arial', 'Arial,,serif', '"a\nb"'])
      expect(FontFamily.safeParse(bad).error?.issues[0]?.message, bad).toBe('must be font family names separated by commas, each in matching quotes or plain words, such as "Playfair Display", Georgia, serif')
    for (const good of ['', 'Georgia', 'Playfair Display, serif', "'Playfair Display', Georgia, serif", '"Font Awesome 6 Free", sans-serif', '-apple-system, system-ui'])
      expect(FontFamily.safeParse(good).success, good).toBe(true)
    expect(FieldProperty.safeParse({ breakpoint: 'sm', font: 'Arial"' }).success).toBe(false)
  })

  it('write a font list from what was parsed: quoted names escaped and re-quoted, generic names as they are', () => {
    expect(cssFontFamily("'Playfair Display', serif")).toBe('"Playfair Display",serif')
    expect(cssFontFamily('Arial"')).toBeUndefined()
  })

  it('leave a stored font value outside the grammar out of the page\'s styles, so later rules still apply', () => {
    const hero = newSliceFromBlock('GenericHero', { title: 'Hi' })
    hero.fields = hero.fields.map((f) => (f.name === 'title' ? { ...f, properties: [{ breakpoint: 'default', font: 'Arial"', fontSize: '2rem' }, { breakpoint: 'lg', font: "'Playfair Display', serif" }] } : f))
    const titleId = hero.fields.find((f) => f.name === 'title')!.id
    const css = resolveElements([hero]).css
    expect(css).toBe(`[data-vf="${titleId}"]{font-size:2rem}@media (min-width:1024px){[data-vf="${titleId}"]{font-family:"Playfair Display",serif}}`)
  })
})
