import { breakpointMinWidth, breakpointNames, type BreakpointName } from '../../../catalogue/model/breakpoints.ts'
import { usePageStore, useEditor } from '../EditorContext.ts'

/** The width the preview is shown at for each breakpoint: its minimum, or a phone for the smallest. */
export const previewWidth = (bp: BreakpointName) => (bp === 'default' ? 375 : breakpointMinWidth[bp])

/** The real site page, opened with ?voix-sync so it renders this window's unsaved copy. */
export function PreviewFrame({ src }: { src: string }) {
  const store = usePageStore()
  const breakpoint = useEditor((s) => s.viewBreakpoint)
  const reviewMode = useEditor((s) => s.admin.reviewMode)
  return (
    <section className="preview" aria-label="Preview">
      <div role="tablist" aria-label="Preview width" className="preview__widths">
        {breakpointNames.map((bp) => (
          <button key={bp} type="button" role="tab" aria-selected={bp === breakpoint} onClick={() => store.getState().setViewBreakpoint(bp)}>
            {bp} <small>{previewWidth(bp)}px</small>
          </button>
        ))}
        {reviewMode && <span className="preview__hint">Review: click an element in the preview to pin a note</span>}
      </div>
      <div className="preview__stage">
        <iframe title="Page preview" src={src} style={{ width: previewWidth(breakpoint) }} className="preview__frame" />
      </div>
    </section>
  )
}
