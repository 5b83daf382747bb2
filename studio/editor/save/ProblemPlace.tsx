import { findElement } from '../../../catalogue/model/operations/index.ts'
import type { FixPlace } from '../../../catalogue/model/pageProblems.ts'
import { getBlockDefinition } from '../../../catalogue/blocks/definitions.ts'
import { recordConfigs } from '../../records/recordConfigs.ts'
import { editHref } from '../../records/RecordList.tsx'
import { usePageStore, useEditor } from '../EditorContext.ts'
import { focusWhenShown, quoted } from '../../shell/focusWhenShown.ts'

/** The label editors see of a block's field, by the field's name in the block definition. */
function fieldLabel(component: string, field: string): string {
  try {
    const kind = (getBlockDefinition(component).fields as Record<string, { meta: { label: string } }>)[field]
    return kind?.meta.label ?? 'Image'
  } catch {
    return 'Image'
  }
}

/**
 * Where a pre-publish problem is fixed, named as editors see it, and a way there: the block's field (selected, and
 * the field focused), the record's form (opened in a new tab, so the page's unsaved work stays), the media
 * library's file.
 */
export function ProblemPlace({ fix }: { fix: FixPlace }) {
  const store = usePageStore()
  const elements = useEditor((s) => s.history.present.elements)
  if (fix.at === 'field') {
    const found = findElement(elements, fix.element)
    if (!found || found.element.type === 'group') return null
    const label = fieldLabel(found.element.component ?? '', fix.field)
    const open = () => {
      store.getState().selectElements([fix.element])
      // The alt text when the image has its own box for it, else the field's first control.
      focusWhenShown([`.fields [data-field=${quoted(fix.field)}] input[name$=".alt"]`, `[id=${quoted(`field-${fix.element}-${fix.field}`)}]`])
    }
    return (
      <button type="button" className="publish-checks__fix" onClick={open}>
        Fix in the field “{label}”
      </button>
    )
  }
  if (fix.at === 'record') {
    const config = recordConfigs.find((c) => c.api === fix.collection)
    if (!config) return null
    const field = config.fields.find((f) => f.key === fix.key || f.alsoIssues?.includes(fix.key))
    return (
      <a className="publish-checks__fix" href={`/voix${config.path}${editHref(config, fix.id)}${field ? `?field=${encodeURIComponent(field.key)}` : ''}`} target="_blank" rel="noopener">
        Fix in the {config.noun} “{fix.name}”{field ? `, field “${field.field.meta.label}”` : ''} (opens in a new tab)
      </a>
    )
  }
  return (
    <a className="publish-checks__fix" href={`/voix/media?file=${fix.id}`} target="_blank" rel="noopener">
      Open the file in the media library (new tab)
    </a>
  )
}
