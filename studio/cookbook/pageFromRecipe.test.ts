import { describe, expect, it } from 'vitest'
import type { Element } from '../../catalogue/model/element.ts'
import { Page } from '../../catalogue/model/page.ts'
import { findRecipe } from '../../catalogue/recipes/recipes.ts'
import { pageFromRecipe } from './pageFromRecipe.ts'

const ids = (elements: readonly Element[]): string[] => elements.flatMap((e) => [e.id, ...e.fields.map((f) => f.id), ...ids(e.elements)])
const shape = (elements: readonly Element[]): unknown => elements.map((e) => [e.component ?? e.type, e.fields.map((f) => [f.name, f.value]), shape(e.elements)])

describe('pageFromRecipe', () => {
  const recipe = findRecipe('hyatt-brand-home')!

  it("holds the recipe's layout and elements, each element and field under a new id", () => {
    let n = 0
    const body = pageFromRecipe(recipe, { site_id: 'hyatt', title: 'Home', path: '/home' }, () => `new-${n++}`)
    expect(body).toMatchObject({ site_id: 'hyatt', title: 'Home', path: '/home', layout: 'hyatt', locale: 'en' })
    expect(shape(body.elements)).toEqual(shape(recipe.elements))
    const fresh = ids(body.elements)
    expect(fresh.length).toBe(ids(recipe.elements).length)
    expect(new Set(fresh).size).toBe(fresh.length)
    for (const id of fresh) expect(id).toMatch(/^new-\d+$/)
    expect(Page.safeParse({ ...body, id: 'p1' }).error?.issues).toBeUndefined()
  })

  it('gives two pages from the same recipe no id in common', () => {
    const a = ids(pageFromRecipe(recipe, { site_id: 's', title: 'A', path: '/a' }).elements)
    const b = new Set(ids(pageFromRecipe(recipe, { site_id: 's', title: 'B', path: '/b' }).elements))
    expect(a.some((id) => b.has(id))).toBe(false)
  })
})
