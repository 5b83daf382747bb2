import type { ConditionsSettings } from '../model/conditions.ts'
import type { HydrationMode, ModelQuery } from '../model/element.ts'

/**
 * What a page renders from: the element tree resolved against the block definitions (defaults filled in,
 * disabled parts left out, values parsed). It is the page payload's core, so client navigation and the
 * studio preview render exactly what the build rendered.
 */
/** An element's own background and text colours (its `background` and `foreground` settings), hex colours only. */
export interface ElementColors {
  background?: string
  foreground?: string
}

export interface RenderSlice {
  kind: 'slice'
  id: string
  component: string
  domId?: string
  colors?: ElementColors
  hydration: HydrationMode
  interactive: boolean
  values: Record<string, unknown>
  /** Field name → field id, for the per-breakpoint style hooks. */
  fieldIds: Record<string, string>
  slots: Record<string, RenderNode[]>
  tags: string[]
  conditions?: ConditionsSettings
  query?: ModelQuery
  data?: unknown
}

export interface RenderGroup {
  kind: 'group'
  id: string
  domId?: string
  colors?: ElementColors
  el?: string
  children: RenderNode[]
  tags: string[]
  conditions?: ConditionsSettings
}

export type RenderNode = RenderSlice | RenderGroup

export interface RenderTree {
  nodes: RenderNode[]
  /** Responsive CSS from the fields' per-breakpoint properties. */
  css: string
}
