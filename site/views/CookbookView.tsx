import type { PagePayload } from '../payload/PagePayload.ts'
import { ElementTree } from '../render/ElementTree.tsx'

/** A cookbook recipe: a worked example of blocks composed together, shown as a visitor would see it. */
export default function CookbookView({ payload }: { payload: PagePayload }) {
  return (
    <article className="v-cookbook" data-recipe={payload.page.id}>
      <header className="v-cookbook__header">
        <p>Cookbook recipe</p>
        <h1>{payload.page.title}</h1>
        {payload.page.description ? <p>{payload.page.description}</p> : null}
      </header>
      <ElementTree nodes={payload.tree.nodes} />
    </article>
  )
}
