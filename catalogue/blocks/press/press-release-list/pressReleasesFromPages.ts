import type { Element } from '../../../model/element.ts'
import { PressReleaseListData } from './definition.ts'
import { newestFirst } from './pressReleases.ts'

const entrySchema = PressReleaseListData.element

function findDetail(elements: readonly Element[]): Element | undefined {
  for (const element of elements) {
    if (!element.enabled) continue
    if (element.type === 'slice' && element.component === 'PressReleaseDetail') return element
    const inner = findDetail(element.elements)
    if (inner) return inner
  }
  return undefined
}

/**
 * A press release list's data: one entry per page holding an enabled Press release detail block, read from that
 * block's fields, newest first. Pages whose release lacks a headline, or whose values do not parse, are left out
 * rather than breaking the list.
 */
export function pressReleasesFromPages(pages: readonly { path: string; elements: readonly Element[] }[]): PressReleaseListData {
  const entries: PressReleaseListData = []
  for (const page of pages) {
    const detail = findDetail(page.elements)
    if (!detail) continue
    const value = (name: string) => {
      const field = detail.fields.find((f) => f.name === name)
      return field && field.enabled ? field.value : undefined
    }
    const hero = value('hero') as { url?: unknown } | null | undefined
    const parsed = entrySchema.safeParse({
      title: value('title') ?? '',
      href: page.path,
      date: value('date') ?? '',
      location: value('location') ?? '',
      summary: value('summary') ?? '',
      ...(hero && typeof hero.url === 'string' ? { image: hero.url } : {}),
    })
    if (parsed.success) entries.push(parsed.data)
  }
  return newestFirst(entries)
}
