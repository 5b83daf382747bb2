import type { BlockDefinition } from '../../catalogue/blocks/defineBlock.ts'
import { listBlockDefinitions } from '../../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { resolveElements } from '../../catalogue/blocks/resolveElements.ts'
import { publicElements } from '../../catalogue/model/gatedContent.ts'
import { attachBlockData } from '../data/blockData.ts'
import type { ExtraPage, ExtraPagesSource } from '../extraPages.ts'

/** The layout a block is previewed in: the first one it names, or the site's own when it fits every layout. */
export function previewLayout(definition: BlockDefinition, siteLayout: string): string {
  const named = definition.layouts.find((l) => l !== '*')
  return definition.layouts.includes('*') || !named ? siteLayout : named
}

/**
 * `/voix/slice-preview/{component}`: each block rendered with its first template (or its defaults), and
 * `/{component}/{n}` with its n-th, in the default site only. Ids derive from the component name so the same
 * catalogue always yields the same HTML.
 */
export const slicePreviews: ExtraPagesSource = ({ site, sitePayload, buildId, snapshot }) => {
  if (!site.isDefault) return []
  return listBlockDefinitions().flatMap((definition) => {
    const { component } = definition
    const templates = definition.templates.length ? definition.templates.map((t) => t.values) : [{}]
    return templates.map((values, index): ExtraPage => {
      let n = 0
      const slice = newSliceFromBlock(component, values, () => `preview-${component}-${index}-${n++}`)
      // Public pages: a template's agents-only link is left out here as on a content page (catalogue/model/gatedContent.ts).
      const tree = resolveElements(publicElements([slice]), `preview ${component}`)
      // Database-backed blocks show the site's real records, resolved as on a content page.
      attachBlockData(tree.nodes, { meta: snapshot, siteId: site.id, locale: sitePayload.locale, today: new Date().toISOString().slice(0, 10) })
      const path = `/voix/slice-preview/${component}${index ? `/${index}` : ''}`
      return {
        outputPath: path.slice(1),
        url: path,
        payload: {
          buildId,
          site: sitePayload,
          page: {
            id: component,
            path,
            title: `${definition.name} · preview`,
            description: definition.description,
            layout: previewLayout(definition, site.layout),
            locale: sitePayload.locale,
            tags: [],
            head: [],
          },
          tree,
        },
      }
    })
  })
}
