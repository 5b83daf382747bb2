import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import WeddingsPackages from './Component.tsx'
import { weddingsPackagesDefinition } from './definition.ts'
import { formatPrice } from './weddingPackage.ts'

const template = weddingsPackagesDefinition.templates[0]!.values

describe('weddings packages', () => {
  it('prices in whole units and shows the favourite', () => {
    expect(formatPrice(4900, 'USD')).toBe('$4,900')
    const html = renderToStaticMarkup(
      createElement(WeddingsPackages, { values: { ...weddingsPackagesDefinition.defaults, ...template }, id: 'e1', slots: {}, field: () => ({}) }),
    )
    expect(html).toContain('From $4,900')
    expect(html).toContain('Price on request')
    expect(html).toContain('<li>Private cocktail hour</li>')
    expect(html.match(/v-wedding-package--highlighted/g)).toHaveLength(1)
  })

  it('refuses a seventh package and a package with a bad price, naming where', () => {
    const one = template.packages![0]!
    const tooMany = weddingsPackagesDefinition.valuesSchema.safeParse({ packages: Array(7).fill(one) })
    expect(tooMany.error?.issues[0]?.message).toBe('must have at most 6 packages')
    const badPrice = weddingsPackagesDefinition.valuesSchema.safeParse({ packages: [{ ...one, price: 99.5, currency: 'BTC' }] })
    const issues = badPrice.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(issues).toEqual(expect.arrayContaining(['packages.0.price: must be a whole amount', 'packages.0.currency: must be one of USD, EUR, GBP, CAD, MXN']))
  })
})
