import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { layouts } from '../../catalogue/layouts/layouts.ts'
import type { Recipe } from '../../catalogue/recipes/Recipe.ts'
import { findRecipe } from '../../catalogue/recipes/recipes.ts'
import { queryCollection } from '../documentation/queryCollection.ts'
import { NewPageFields, useNewPage } from '../pages/newPage.tsx'
import { pageFromRecipe } from './pageFromRecipe.ts'
import './cookbook.css'

const layoutLabel = (id: string) => layouts.find((l) => l.id === id)?.label ?? id

/** The form that starts a new page from one recipe: site, title and path; the page opens in the editor. */
function StartPage({ recipe, onCancel }: { recipe: Recipe; onCancel: () => void }) {
  const { sites, sitesPending, create, problem, target } = useNewPage()
  // The site that uses the recipe's layout, so the page looks as previewed; else the default site.
  const suggested = sites?.find((s) => s.layout === recipe.layout) ?? sites?.find((s) => s.isDefault)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const chosen = target(new FormData(event.currentTarget))
    if (chosen) create.mutate(pageFromRecipe(recipe, { site_id: chosen.site.id, title: chosen.title, path: chosen.path, locale: chosen.site.locales[0] ?? 'en' }))
  }
  return (
    <form className="studio__form cookbook__start" onSubmit={submit} aria-label={`New page from ${recipe.title}`}>
      <NewPageFields sites={sites} siteId={suggested?.id} title={recipe.title} pathPlaceholder={`/${recipe.name}`} />
      {problem && <p role="alert">{problem}</p>}
      <div className="cookbook__actions">
        <button className="studio__primary" type="submit" disabled={create.isPending || sitesPending}>
          Create and edit
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}

/**
 * /voix/cookbook: the recipes, each with its live preview (the prerendered `/voix/cookbook-preview/{name}`,
 * scaled down) and a way to start a new page from it.
 */
export function Cookbook() {
  const [starting, setStarting] = useState<string | null>(null)
  // The recipes collection is the cookbook's index (which recipes, in what order, in which section); the blocks
  // of each recipe are the catalogue's, which checks them as code.
  const index = useQuery({
    queryKey: ['collection', 'recipes', 'index'],
    queryFn: () => queryCollection<{ name: string; section: string }>('recipes', 'SELECT name, section FROM recipes ORDER BY position'),
    staleTime: Infinity,
  })
  const listed = index.data?.flatMap(({ name, section }) => {
    const recipe = findRecipe(name)
    return recipe ? [{ recipe, section }] : []
  })
  return (
    <section>
      <h1>Cookbook</h1>
      <p className="studio__muted">Recipes: tested combinations of blocks for typical pages. Start a page from one and make it yours.</p>
      {index.isPending && <p className="studio__muted">Loading the recipes…</p>}
      {index.isError && <p role="alert">Could not load the recipes: {index.error.message}</p>}
      <ul className="cookbook__list">
        {listed?.map(({ recipe, section }) => (
          <li key={recipe.name}>
            <article className="cookbook__recipe" aria-labelledby={`recipe-${recipe.name}`}>
              <div className="cookbook__frame">
                {/* A picture of the recipe, not a page to use: inert, so neither Tab nor a screen reader wanders into it. */}
                <iframe src={`/voix/cookbook-preview/${recipe.name}`} title={`${recipe.title} preview`} loading="lazy" inert />
              </div>
              <div className="cookbook__text">
                <p className="studio__muted">{section}</p>
                <h2 id={`recipe-${recipe.name}`}>{recipe.title}</h2>
                <p>{recipe.description}</p>
                <p className="studio__muted">
                  Layout: {layoutLabel(recipe.layout)} · {recipe.elements.length} elements ·{' '}
                  <a href={`/voix/cookbook-preview/${recipe.name}`} target="_blank" rel="noreferrer">
                    Open the preview
                  </a>
                </p>
                {starting === recipe.name ? (
                  <StartPage recipe={recipe} onCancel={() => setStarting(null)} />
                ) : (
                  <button type="button" className="studio__primary" onClick={() => setStarting(recipe.name)}>
                    Start a page from this recipe
                  </button>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
