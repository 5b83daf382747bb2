import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { playaCollectionFeatureDefinition } from '../playa-collection/feature/definition.ts'
import { panamaJackAlwaysIncludedDefinition } from '../panama-jack/always-included/definition.ts'
import { AmenityList } from './AmenityList.tsx'

const amenities = [
  { key: 'spa', label: 'Spa' },
  { key: 'golf', label: 'Golf' },
  { key: 'beach', label: 'Beachfront' },
]

describe('amenity show-checkboxes', () => {
  it('lists only the ticked amenities, in the defined order', () => {
    const html = renderToStaticMarkup(createElement(AmenityList, { amenities, shown: { beach: true, spa: true, golf: false } }))
    expect([...html.matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((m) => m[1])).toEqual(['Spa', 'Beachfront'])
  })

  it('renders nothing when none is ticked', () => {
    expect(renderToStaticMarkup(createElement(AmenityList, { amenities, shown: {} }))).toBe('')
  })

  it('gives each brand amenity a checkbox field with its own default', () => {
    const fields = panamaJackAlwaysIncludedDefinition.fields
    expect(fields.meals).toMatchObject({ kind: 'checkbox', default: true, meta: { group: 'Amenities', label: 'Show all meals and snacks' } })
    expect(fields.waterPark).toMatchObject({ kind: 'checkbox', default: false })
    expect(playaCollectionFeatureDefinition.fields.position.options.map((o) => o.value)).toEqual(['left', 'right', 'top', 'background'])
  })
})
