import type { BlockDefinition } from '../../catalogue/blocks/defineBlock.ts'
import { listBlockDefinitions } from '../../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { resolveElements } from '../../catalogue/blocks/resolveElements.ts'
import type { ExtraPage, ExtraPagesSource } from '../extraPages.ts'

/** The layout a block is previewed in: the first one it names, or the site's own when it fits every layout. */
export function previewLayout(definition: BlockDefinition, siteLayout: string): string {
  const named = definition.layouts.find((l) => l !== '*')
  return definition.layouts.includes('*') || !named ? siteLayout : named
}

/**
 * `/voix/slice-preview/{component}`: each block rendered with its first template (or its defaults), once, in
 * the default site only. Ids are derived from the component name so the same catalogue yields the same HTML.
 */
export const slicePreviews: ExtraPagesSource = ({ site, sitePayload, buildId }) => {
  if (!site.isDefault) return []
  return listBlockDefinitions().map((definition): ExtraPage => {
    const { component } = definition
    let n = 0
    const slice = newSliceFromBlock(component, definition.templates[0]?.values ?? {}, () => `preview-${component}-${n++}`)
    const layout = previewLayout(definition, site.layout)
    const path = `/voix/slice-preview/${component}`
    return {
      outputPath: path.slice(1),
      url: path,
      payload: {
        buildId,
        site: sitePayload,
        page: { id: component, path, title: `${definition.name} · preview`, description: definition.description, layout, locale: sitePayload.locale, tags: [], head: [] },
        tree: resolveElements([slice], `preview ${component}`),
      },
    }
  })
}
