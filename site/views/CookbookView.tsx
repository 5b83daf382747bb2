import type { PagePayload } from '../payload/PagePayload.ts'
import { ElementTree } from '../render/ElementTree.tsx'

/**
 * A cookbook recipe: a worked example of blocks composed together, shown as a visitor would see it. The label
 * above it is not a heading: the recipe brings its own h1 (its hero), as the page started from it will.
 */
export default function CookbookView({ payload }: { payload: PagePayload }) {
  return (
    <article className="v-cookbook" data-recipe={payload.page.id} aria-label={`Cookbook recipe: ${payload.page.title}`}>
      <header className="v-cookbook__header">
        <p className="v-cookbook__kicker">Cookbook recipe</p>
        <p className="v-cookbook__title">{payload.page.title}</p>
        {payload.page.description ? <p className="v-cookbook__description">{payload.page.description}</p> : null}
      </header>
      <ElementTree nodes={payload.tree.nodes} />
    </article>
  )
}
