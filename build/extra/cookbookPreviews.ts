import { publicElements } from '../../catalogue/model/gatedContent.ts'
import { resolveElements } from '../../catalogue/blocks/resolveElements.ts'
import { recipes } from '../../catalogue/recipes/recipes.ts'
import { attachBlockData } from '../data/blockData.ts'
import type { ExtraPage, ExtraPagesSource } from '../extraPages.ts'
import { toSitePayload } from '../toPayload.ts'

/**
 * `/voix/cookbook-preview/{recipe}`: each cookbook recipe rendered as a page of its own layout, served by the
 * default site, through the same renderer as content pages and slice previews. It is shown as a page of the
 * site that uses its layout (that site's name, menu and records, resolved as on a content page), or of the
 * default site when none does. An unknown recipe has no page, so it gets the 404 screen.
 */
export const cookbookPreviews: ExtraPagesSource = ({ site, sitePayload, buildId, snapshot }) => {
  if (!site.isDefault) return []
  const today = new Date().toISOString().slice(0, 10)
  return recipes.map((recipe): ExtraPage => {
    const path = `/voix/cookbook-preview/${recipe.name}`
    const owner = snapshot.sites.find((s) => s.layout === recipe.layout)
    const shownIn = owner ? toSitePayload(owner, snapshot.menus) : sitePayload
    // Public pages: agents-only content is left out here as on a content page (catalogue/model/gatedContent.ts).
    const tree = resolveElements(publicElements(recipe.elements), `cookbook ${recipe.name}`)
    attachBlockData(tree.nodes, { meta: snapshot, siteId: shownIn.id, locale: shownIn.locale, today })
    return {
      outputPath: path.slice(1),
      url: path,
      payload: {
        buildId,
        site: shownIn,
        page: {
          id: recipe.name,
          path,
          title: recipe.title,
          description: recipe.description,
          layout: recipe.layout,
          locale: shownIn.locale,
          tags: [],
          head: [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }],
        },
        tree,
        view: 'cookbook',
      },
    }
  })
}
