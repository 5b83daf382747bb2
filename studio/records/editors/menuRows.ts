import type { LinkTarget, LinkTargetItem } from '../../../catalogue/fields/linkTarget.ts'
import type { MenuItem } from '../../../catalogue/model/site.ts'

/** A menu item as one row of the editor: nesting is its depth (0: top level, 1: in the submenu of the row above). */
export interface MenuRow {
  key: string
  label: string
  href: string
  depth: 0 | 1
  /** The page picked: the item follows it when it moves. Absent for an address typed by hand. */
  to?: LinkTarget
}

let counter = 0
export const rowKey = () => `row-${++counter}`

/** The two levels the brand layouts show; deeper items (from the API) come up to the second level. */
export function toRows(items: readonly MenuItem[]): MenuRow[] {
  return items.flatMap((item) => [
    { key: rowKey(), label: item.label, href: item.href, depth: 0 as const, ...(item.to ? { to: item.to } : {}) },
    ...(item.children ?? []).flatMap(function flat(child): MenuRow[] {
      return [{ key: rowKey(), label: child.label, href: child.href, depth: 1, ...(child.to ? { to: child.to } : {}) }, ...(child.children ?? []).flatMap(flat)]
    }),
  ])
}

/** Rows back into items; a first row at depth 1 has nothing above it to nest in, so it is top level. */
export function toItems(rows: readonly MenuRow[]): MenuItem[] {
  const items: MenuItem[] = []
  for (const row of rows) {
    const parent = items[items.length - 1]
    const item: MenuItem = { label: row.label, href: row.href, ...(row.to ? { to: row.to } : {}) }
    if (row.depth === 1 && parent) parent.children = [...(parent.children ?? []), item]
    else items.push(item)
  }
  return items
}

/** Moves a row (with its submenu, when it is a top-level row) to where another row is. */
export function moveRow(rows: readonly MenuRow[], from: number, to: number): MenuRow[] {
  if (from === to) return [...rows]
  const moving = rows[from]!
  let end = from + 1
  if (moving.depth === 0) while (end < rows.length && rows[end]!.depth === 1) end++
  const block = rows.slice(from, end)
  const rest = [...rows.slice(0, from), ...rows.slice(end)]
  const target = rows[to]!
  let at = rest.indexOf(target)
  if (to > from) at += 1
  // A top-level row dropped inside another's submenu lands after that submenu.
  if (moving.depth === 0) while (at < rest.length && at > 0 && rest[at]!.depth === 1) at++
  return [...rest.slice(0, at), ...block, ...rest.slice(at)]
}

/** A page picked for a row: it opens that page by identity, at its current address; an empty label takes its title. */
export function pickPage(row: MenuRow, page: LinkTargetItem): MenuRow {
  return { ...row, href: page.href, to: { kind: page.kind, id: page.id }, label: row.label.trim() ? row.label : page.title }
}

/** An address typed by hand is a fixed address: the page picked before is let go. */
export function typeAddress(row: MenuRow, href: string): MenuRow {
  const { to: _to, ...rest } = row
  return { ...rest, href }
}
