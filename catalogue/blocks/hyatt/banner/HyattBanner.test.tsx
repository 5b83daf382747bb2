import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import HyattBanner from './Component.tsx'
import { hyattBannerDefinition } from './definition.ts'

const render = (values: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(HyattBanner, { values: { ...hyattBannerDefinition.defaults, ...values }, id: 'e1', slots: {}, field: () => ({}) }))

describe('Hyatt banner', () => {
  it('draws its icon in the Hyatt blue #0b75c9 by default', () => {
    expect(hyattBannerDefinition.defaults.iconColor).toBe('#0b75c9')
    expect(render({ title: 'Points' })).toContain('stroke="#0b75c9"')
  })

  it('leaves the icon out when none is chosen', () => {
    expect(render({ icon: 'none', title: 'Points' })).not.toContain('<svg')
  })

  it('refuses an icon colour that is not a hex colour', () => {
    const result = hyattBannerDefinition.valuesSchema.safeParse({ iconColor: 'blue;background:url(x)' })
    expect(result.error?.issues[0]).toMatchObject({ path: ['iconColor'], message: 'must be a hex colour such as #0b75c9' })
  })
})
