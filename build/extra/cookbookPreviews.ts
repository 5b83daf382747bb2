import { resolveElements } from '../../catalogue/blocks/resolveElements.ts'
import { recipes } from '../../catalogue/recipes/recipes.ts'
import { attachBlockData } from '../data/blockData.ts'
import type { ExtraPage, ExtraPagesSource } from '../extraPages.ts'

/**
 * `/voix/cookbook-preview/{recipe}`: each cookbook recipe rendered as a page of its own layout, in the default
 * site only, through the same renderer as content pages and slice previews. Database-backed blocks show the
 * site's real records, resolved as on a content page. An unknown recipe has no page, so it gets the 404 screen.
 */
export const cookbookPreviews: ExtraPagesSource = ({ site, sitePayload, buildId, snapshot }) => {
  if (!site.isDefault) return []
  const today = new Date().toISOString().slice(0, 10)
  return recipes.map((recipe): ExtraPage => {
    const path = `/voix/cookbook-preview/${recipe.name}`
    const tree = resolveElements(recipe.elements, `cookbook ${recipe.name}`)
    attachBlockData(tree.nodes, { meta: snapshot, siteId: site.id, locale: sitePayload.locale, today })
    return {
      outputPath: path.slice(1),
      url: path,
      payload: {
        buildId,
        site: sitePayload,
        page: {
          id: recipe.name,
          path,
          title: recipe.title,
          description: recipe.description,
          layout: recipe.layout,
          locale: sitePayload.locale,
          tags: [],
          head: [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }],
        },
        tree,
        view: 'cookbook',
      },
    }
  })
}
