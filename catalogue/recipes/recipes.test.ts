import { describe, expect, it } from 'vitest'
import { getBlockDefinition } from '../blocks/definitions.ts'
import { resolveElements } from '../blocks/resolveElements.ts'
import { Element } from '../model/element.ts'
import { defineRecipe } from './defineRecipe.ts'
import { Recipe } from './Recipe.ts'
import { recipeSlice } from './recipeSlice.ts'
import { findRecipe, recipes } from './recipes.ts'

const walk = (elements: readonly Element[]): Element[] => elements.flatMap((e) => [e, ...walk(e.elements)])

describe('cookbook recipes', () => {
  it('are a handful with unique names, found by name', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(5)
    expect(new Set(recipes.map((r) => r.name)).size).toBe(recipes.length)
    for (const r of recipes) expect(findRecipe(r.name)).toBe(r)
    expect(findRecipe('no-such-recipe')).toBeUndefined()
  })

  describe.each(recipes.map((r) => [r.name, r] as const))('%s', (_name, recipe) => {
    it('parses, and every element parses on its own', () => {
      expect(Recipe.safeParse(recipe).error?.issues).toBeUndefined()
      for (const element of walk(recipe.elements)) expect(Element.safeParse(element).error?.issues, element.id).toBeUndefined()
    })

    it('uses only blocks its layout allows', () => {
      for (const element of walk(recipe.elements).filter((e) => e.component)) {
        const { layouts } = getBlockDefinition(element.component!)
        expect(layouts.includes('*') || layouts.includes(recipe.layout as never), `${element.component} in ${recipe.layout}`).toBe(true)
      }
    })

    it('has stable, unique ids for every element and field', () => {
      const ids = walk(recipe.elements).flatMap((e) => [e.id, ...e.fields.map((f) => f.id)])
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(id).toMatch(new RegExp(`^${recipe.name}-\\d+$`))
    })

    it('resolves into a render tree with every slice, nothing refused', () => {
      const tree = resolveElements(recipe.elements, `cookbook ${recipe.name}`)
      const count = (nodes: typeof tree.nodes): number =>
        nodes.reduce((n, node) => n + 1 + (node.kind === 'group' ? count(node.children) : Object.values(node.slots).reduce((s, c) => s + count(c), 0)), 0)
      expect(count(tree.nodes)).toBe(walk(recipe.elements).length)
    })
  })
})

describe('Recipe', () => {
  const base = { name: 'test-page', title: 'Test', description: 'A page for the schema tests of recipes.', layout: 'playaresorts' }

  it('refuses a block its layout does not allow, naming the block, the layout and where', () => {
    expect(() => defineRecipe({ ...base, elements: [recipeSlice('GlobalIntro'), recipeSlice('HyattBanner')] })).toThrow(
      "recipe 'test-page': elements.1.component: block 'HyattBanner' is not allowed in layout 'playaresorts'",
    )
  })

  it('refuses a child its parent slot does not accept', () => {
    const cards = recipeSlice('CollectionCards', { children: [recipeSlice('GlobalIntro')] })
    expect(() => defineRecipe({ ...base, elements: [cards] })).toThrow("elements.0.elements.0.component: slot 'default' of 'CollectionCards' does not accept 'GlobalIntro'")
    const intro = recipeSlice('GlobalIntro', { children: [recipeSlice('GlobalImage')] })
    expect(() => defineRecipe({ ...base, elements: [intro] })).toThrow("elements.0.elements.0.slot: block 'GlobalIntro' has no slot 'default'")
  })

  it('refuses an unknown layout, an unknown block and a bad name', () => {
    expect(() => defineRecipe({ ...base, layout: 'nowhere', elements: [recipeSlice('GlobalIntro')] })).toThrow("layout: unknown layout 'nowhere'")
    const unknown = { ...recipeSlice('GlobalIntro'), component: 'NoSuchBlock' }
    expect(() => defineRecipe({ ...base, elements: [unknown] })).toThrow('elements.0.component: Slice configuration not found for component: NoSuchBlock')
    expect(() => defineRecipe({ ...base, name: 'Test Page', elements: [recipeSlice('GlobalIntro')] })).toThrow("name: must be lower-case words joined by '-'")
    expect(() => recipeSlice('GlobalIntro', { template: 3 })).toThrow("block 'GlobalIntro' has no template 3")
  })
})
