import { describe, expect, it } from 'vitest'
import { layouts } from '../../catalogue/layouts/layouts.ts'
import { paletteCss } from './paletteCss.ts'

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
})
