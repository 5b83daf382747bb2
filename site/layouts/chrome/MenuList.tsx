import { useId, useState, type KeyboardEvent } from 'react'
import { isSafeUrl } from '../../../catalogue/fields/checkUrl.ts'
import type { MenuLink } from '../../payload/PagePayload.ts'

// Menus are checked on save; one stored before that with an unsafe link shows its label unlinked.
const safe = (href: string) => (isSafeUrl(href) ? href : undefined)

/**
 * The site's menu, two levels deep. A submenu opens on hover and keyboard focus with no script, and by its
 * own button (the disclosure pattern), so touch and keyboard users reach it too; Escape closes it. The current
 * page's link is marked with aria-current, and the entry whose submenu holds it is marked too.
 */
export function MenuList({ items, className, path, submenus = true }: { items: readonly MenuLink[]; className: string; path?: string; submenus?: boolean }) {
  const [open, setOpen] = useState<number | null>(null)
  const id = useId()
  const close = (event: KeyboardEvent<HTMLLIElement>, i: number) => {
    if (event.key !== 'Escape' || open !== i) return
    setOpen(null)
    event.currentTarget.querySelector<HTMLButtonElement>('.v-chrome-sub-toggle')?.focus()
  }
  return (
    <ul className={className}>
      {items.map((item, i) => {
        const children = submenus ? (item.children ?? []) : []
        const inSection = children.some((child) => child.href === path)
        return (
          <li key={item.href + item.label} className={[open === i && 'is-open', inSection && 'is-current-section'].filter(Boolean).join(' ') || undefined} onKeyDown={(e) => close(e, i)}>
            <a href={safe(item.href)} aria-current={item.href === path ? 'page' : undefined}>
              {item.label}
            </a>
            {children.length > 0 && (
              <>
                <button type="button" className="v-chrome-sub-toggle" aria-expanded={open === i} aria-controls={`${id}-${i}`} onClick={() => setOpen(open === i ? null : i)}>
                  <span className="v-visually-hidden">{item.label} pages</span>
                </button>
                <ul id={`${id}-${i}`} className="v-chrome-sub">
                  {children.map((child) => (
                    <li key={child.href + child.label}>
                      <a href={safe(child.href)} aria-current={child.href === path ? 'page' : undefined}>
                        {child.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}
