import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import RainbowBar from './rainbow-bar/Component.tsx'
import { sanctuaryDefinitions } from './definitions.ts'

const { SanctuaryRainbowBar, SanctuaryFeathersDivider } = sanctuaryDefinitions

describe('sanctuary dividers', () => {
  it('rainbow bar: script opacity from 0 to 1 in steps of 0.01, 0.5 by default', () => {
    expect(SanctuaryRainbowBar.fields.cursiveOpacity).toMatchObject({ min: 0, max: 1, step: 0.01, default: 0.5 })
    expect(SanctuaryRainbowBar.valuesSchema.safeParse({ cursiveOpacity: 0.07 }).success).toBe(true)
    expect(SanctuaryRainbowBar.valuesSchema.safeParse({ cursiveOpacity: 0.075 }).error?.issues[0]?.message).toBe('must be a multiple of 0.01')
    expect(SanctuaryRainbowBar.valuesSchema.safeParse({ cursiveOpacity: 1.5 }).error?.issues[0]?.message).toBe('must be at most 1')
  })

  it('rainbow bar draws its script at the chosen opacity', () => {
    const html = renderToStaticMarkup(
      createElement(RainbowBar, { values: { ...SanctuaryRainbowBar.defaults, cursiveText: 'Paradise', cursiveOpacity: 0.25 }, id: 'e1', slots: {}, field: () => ({}) }),
    )
    expect(html).toMatch(/style="opacity:0.25"[^>]*>Paradise</)
  })

  it('feathers divider: 200 pixels tall by default', () => {
    expect(SanctuaryFeathersDivider.defaults.height).toBe(200)
  })
})
