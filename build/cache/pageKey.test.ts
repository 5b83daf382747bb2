import { describe, expect, it } from 'vitest'
import { listBlockDefinitions } from '../../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { blockData, type Collection } from '../data/blockData.ts'
import { collectionClues } from './pageKey.ts'

// The clues as first written, one search per database block: what collectionClues must keep answering.
const needles = Object.entries(blockData).map(([component, d]) => ({ needle: `"component":"${component}"`, collections: d.collections }))
const modelCollections: Record<string, Collection> = { posts: 'posts', specials: 'specials', resorts: 'resorts', brands: 'brands', 'fact-sheets': 'factSheets', pages: 'pages' }
function reference(text: string) {
  const blocks = needles.filter(({ needle }) => text.includes(needle)).flatMap((d) => d.collections)
  const models = [...text.matchAll(/"model":"([a-z-]+)"/g)].flatMap((m) => (Object.hasOwn(modelCollections, m[1]!) ? [modelCollections[m[1]!]!] : []))
  return { blocks, models, query: text.includes('"model_query"') }
}

describe('collectionClues', () => {
  it('finds what one search per block finds, on every block and on text made to trip it', () => {
    const components = listBlockDefinitions().map((d) => d.component)
    const texts = [
      JSON.stringify(components.map((c) => newSliceFromBlock(c, {}))),
      JSON.stringify(Object.keys(blockData).reverse().map((c) => newSliceFromBlock(c, {}))),
      JSON.stringify({ elements: [{ type: 'query', component: 'BlogsBlogList', model_query: { model: 'posts' } }, { model_query: { model: 'fact-sheets' } }] }),
      '"model":"posts""model":"specials" "model":"unknown" "model":"constructor" "model":"Posts" "model":"" "model":"pages',
      '"model":"model":"posts"',
      '"component":"BlogsBlogList" "component":"BlogsBlogListX" "component":"XBlogsBlogList" "component":"GlobalFactSheets',
      '"component":"""component":"SpecialsSpecialOffers"',
      '"component":"SpecialsSpecialOffers',
      // A clue that starts at the quote that ends another.
      '"component":"BlogsBlogList"model_query"',
      '"model_query"component":"SpecialsSpecialOffers"',
      '"component":"SpecialsSpecialOffers""model":"posts"',
      '"model":"posts"component":"BlogsBlogList"',
      '"model":"posts"model_query""model":"pages"',
      '',
    ]
    for (const text of texts) expect(collectionClues(text)).toEqual(reference(text))
    for (const component of Object.keys(blockData)) {
      const text = `{"component":"${component}"}`
      expect(collectionClues(text)).toEqual(reference(text))
      expect(collectionClues(text).blocks.length).toBeGreaterThan(0)
    }
  })
})
