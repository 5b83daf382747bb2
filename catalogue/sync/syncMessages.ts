import type { Element } from '../model/element.ts'
import type { Field } from '../model/field.ts'
import type { Page } from '../model/page.ts'

/** A top-level element the receiver already has (by id, unchanged since the sender last sent it). */
export interface UnchangedElement {
  unchanged: string
}
export type ElementRef = Element | UnchangedElement

/** The site around a previewed page: its name, layout and menu, as the site's chrome shows them. */
export interface PreviewSite {
  id: string
  slug: string
  name: string
  layout: string
  locale: string
  menu: PreviewMenuItem[]
}

/** A menu entry as the site's chrome shows it; `children` nest a submenu. */
export interface PreviewMenuItem {
  label: string
  href: string
  children?: PreviewMenuItem[]
}

/** What the studio's windows and previews tell each other about one open page. */
export type SyncMessage =
  /**
   * A window's copy of the page. `clock` counts the edits it has seen (its own and adopted ones), so a copy that
   * crossed a newer edit on the channel is recognised as older and not applied.
   */
  | { type: 'page'; pageId: string; page: Omit<Page, 'elements'> & { elements: ElementRef[] }; site?: PreviewSite; selected?: string[]; clock?: number }
  /** A window (or preview) that just opened, or missed part of a delta, asks for the whole page. */
  | { type: 'hello'; pageId: string }
  | { type: 'isSaving'; pageId: string; isSaving: boolean }
  | { type: 'fieldAdded'; pageId: string; elementId: string; field: Field }
  | { type: 'saved'; pageId: string; version: number; page: Page }
  /** A click on an element in a preview, at a point relative to the element's box (0 to 1). */
  | { type: 'select'; pageId: string; elementId: string; x: number; y: number; width: number }

/**
 * What a preview exposes on its window for the studio window that embeds it (same origin): messages handed
 * over directly arrive in the same task as the keystroke, without a trip through the broadcast channel.
 */
export interface PreviewReceiver {
  receive(message: SyncMessage, from: string): void
}
export const previewReceiverKey = 'voixPreview'
