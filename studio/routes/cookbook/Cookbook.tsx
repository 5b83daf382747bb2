import { useMutation, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { layouts } from '../../../catalogue/layouts/layouts.ts'
import { PagePath } from '../../../catalogue/model/page.ts'
import type { Recipe } from '../../../catalogue/recipes/Recipe.ts'
import { recipes } from '../../../catalogue/recipes/recipes.ts'
import { api } from '../../api/client.ts'
import { pageFromRecipe } from './pageFromRecipe.ts'
import './cookbook.css'

const layoutLabel = (id: string) => layouts.find((l) => l.id === id)?.label ?? id

/** The form that starts a new page from one recipe: site, title and path; the page opens in the editor. */
function StartPage({ recipe, onCancel }: { recipe: Recipe; onCancel: () => void }) {
  const sites = useQuery({ queryKey: ['sites'], queryFn: api.listSites })
  const [, navigate] = useLocation()
  const [problem, setProblem] = useState<string | null>(null)
  const create = useMutation({
    mutationFn: api.createPage,
    onSuccess: (page) => navigate(`~/voix/studio?page=${encodeURIComponent(page.id)}`),
    onError: (error) => setProblem(error.message),
  })
  // The site that uses the recipe's layout, so the page looks as previewed; else the default site.
  const suggested = sites.data?.find((s) => s.layout === recipe.layout) ?? sites.data?.find((s) => s.isDefault)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const path = PagePath.safeParse(String(form.get('path')).trim())
    if (!path.success) return setProblem(`Path ${path.error.issues[0]?.message}`)
    const title = String(form.get('title')).trim()
    if (!title) return setProblem('Title must not be empty')
    const site = sites.data?.find((s) => s.id === form.get('site'))
    if (!site) return setProblem('Pick the site the page belongs to')
    setProblem(null)
    create.mutate(pageFromRecipe(recipe, { site_id: site.id, title, path: path.data, locale: site.locales[0] ?? 'en' }))
  }
  return (
    <form className="studio__form cookbook__start" onSubmit={submit} aria-label={`New page from ${recipe.title}`}>
      <label>
        Site
        <select name="site" required key={suggested?.id ?? ''} defaultValue={suggested?.id}>
          {sites.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Title
        <input name="title" required defaultValue={recipe.title} />
      </label>
      <label>
        Path
        <input name="path" placeholder={`/${recipe.name}`} required />
      </label>
      {problem && <p role="alert">{problem}</p>}
      <div className="cookbook__actions">
        <button className="studio__primary" type="submit" disabled={create.isPending || sites.isPending}>
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
  return (
    <section>
      <h1>Cookbook</h1>
      <p className="studio__muted">Recipes: tested combinations of blocks for typical pages. Start a page from one and make it yours.</p>
      <ul className="cookbook__list">
        {recipes.map((recipe) => (
          <li key={recipe.name}>
            <article className="cookbook__recipe" aria-labelledby={`recipe-${recipe.name}`}>
              <div className="cookbook__frame">
                <iframe src={`/voix/cookbook-preview/${recipe.name}`} title={`${recipe.title} preview`} loading="lazy" tabIndex={-1} />
              </div>
              <div className="cookbook__text">
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
