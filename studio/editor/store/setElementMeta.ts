import type { ConditionsSettings } from '../../../catalogue/model/conditions.ts'
import type { Element, HydrationMode } from '../../../catalogue/model/element.ts'
import { ElementOperationError, findElement } from '../../../catalogue/model/operations/index.ts'
import { blockGone } from './elementActions.ts'
import type { Page } from '../../../catalogue/model/page.ts'

/** The settings of an element beyond its fields: how it is found, tagged, shown and made interactive. */
export interface ElementMeta {
  tags?: string[]
  /** null: no anchor id. */
  domId?: string | null
  /** null: always shown. */
  conditions?: ConditionsSettings | null
  hydration?: HydrationMode
  /** A group's HTML element (section, article…); null: the default. */
  el?: string | null
  /** The roles that alone may change, move or delete it; empty: anyone who may edit the page. */
  permissions?: string[]
  xpStatus?: Element['xp_status']
  /** A setting of `properties.settings` by key; null removes it (the element's background and text colours). */
  setting?: { key: string; value: string | null }
}

function apply(el: Element, meta: ElementMeta): Element {
  let next: Element = { ...el }
  if (meta.tags) next.tags = meta.tags
  if (meta.domId !== undefined) {
    const { dom_id: _old, ...properties } = next.properties
    next.properties = meta.domId ? { ...properties, dom_id: meta.domId } : properties
  }
  if (meta.conditions !== undefined) {
    const { conditions_settings: _c, ...rest } = next
    next = meta.conditions ? { ...rest, conditions_settings: meta.conditions } : rest
  }
  if (meta.hydration) {
    // The one choice shown: an older per-element override (administration.gui.hydration) gives way to it.
    next.hydration_mode = meta.hydration
    const { hydration: _h, ...gui } = next.administration.gui
    next.administration = { ...next.administration, gui }
  }
  if (meta.permissions) next.administration = { ...next.administration, permissions: meta.permissions }
  if (meta.xpStatus) next.xp_status = meta.xpStatus
  if (meta.el !== undefined) {
    const { el: _e, ...gui } = next.administration.gui
    next.administration = { ...next.administration, gui: meta.el ? { ...gui, el: meta.el } : gui }
  }
  if (meta.setting) {
    const { key, value } = meta.setting
    const others = next.properties.settings.filter((s) => s.key !== key)
    next.properties = { ...next.properties, settings: value === null || value === '' ? others : [...others, { key, value }] }
  }
  return next
}

/** Change an element's settings beyond its fields (element settings of platform.md §3). */
export function setElementMeta(page: Page, id: string, meta: ElementMeta): Page {
  if (!findElement(page.elements, id)) throw new ElementOperationError(blockGone)
  const update = (els: Element[]): Element[] => els.map((el) => (el.id === id ? apply(el, meta) : findElement(el.elements, id) ? { ...el, elements: update(el.elements) } : el))
  return { ...page, elements: update(page.elements) }
}
