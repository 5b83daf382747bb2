import { useLayoutEffect, useRef, useState } from 'react'
import { breakpointLabels, breakpointMinWidth, breakpointNames, type BreakpointName } from '../../../catalogue/model/breakpoints.ts'
import { usePageStore, useEditor } from '../EditorContext.ts'
import { previewScale } from './previewScale.ts'

/** The width the preview is shown at for each breakpoint: its minimum, or a phone for the smallest. */
export const previewWidth = (bp: BreakpointName) => (bp === 'default' ? 375 : breakpointMinWidth[bp])

/** The stage's inner size, followed as the window, the panels or focus mode change it. */
function useBoxSize() {
  const ref = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return [ref, size] as const
}

/**
 * The real site page, opened with ?voix-sync so it renders this window's unsaved copy. The page is laid out at
 * the breakpoint's full width and, when the panel is narrower, scaled down to fit (the scale is shown) so the
 * whole page is always visible; "Actual size" shows it unscaled and the stage scrolls both ways instead.
 */
export function PreviewFrame({ src }: { src: string }) {
  const store = usePageStore()
  const breakpoint = useEditor((s) => s.viewBreakpoint)
  const reviewMode = useEditor((s) => s.admin.reviewMode)
  const [actualSize, setActualSize] = useState(false)
  const [stageRef, stage] = useBoxSize()
  const width = previewWidth(breakpoint)
  const scale = actualSize ? 1 : previewScale(width, stage.width)
  // The frame's own height, before scaling, that fills the stage once scaled.
  const height = Math.max(480, Math.floor(stage.height / scale))
  return (
    <section className="preview" aria-label="Preview">
      <div className="preview__widths">
        <div role="tablist" aria-label="Preview width" className="preview__tabs">
          {breakpointNames.map((bp) => (
            <button key={bp} type="button" role="tab" aria-selected={bp === breakpoint} onClick={() => store.getState().setViewBreakpoint(bp)}>
              {breakpointLabels[bp]} <small>{previewWidth(bp)} px</small>
            </button>
          ))}
        </div>
        <output className="preview__scale" aria-label="Preview scale" data-scale={scale}>
          {Math.round(scale * 100)} %
        </output>
        <button type="button" aria-pressed={actualSize} onClick={() => setActualSize(!actualSize)} title="Show the page unscaled and scroll to see all of it">
          Actual size
        </button>
        {reviewMode && <span className="preview__hint">Review: click an element in the preview to pin a note</span>}
      </div>
      {/* Focusable because it scrolls (always at "Actual size", and for a moment while the panels settle): keyboard
          users scroll it with the arrow keys, as axe's scrollable-region-focusable asks. */}
      <div className="preview__stage" ref={stageRef} tabIndex={0} role="group" aria-label="Page preview, scrollable">
        <div className="preview__sizer" style={{ width: Math.ceil(width * scale), height: Math.ceil(height * scale) }}>
          <iframe
            title="Page preview"
            src={src}
            className="preview__frame"
            style={{ width, height, transform: scale === 1 ? undefined : `scale(${scale})` }}
          />
        </div>
      </div>
    </section>
  )
}
