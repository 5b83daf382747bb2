import { isSafeUrl } from '../../../catalogue/fields/checkUrl.ts'
import type { MenuLink } from '../../payload/PagePayload.ts'

// Menus are checked on save; one stored before that with an unsafe link shows its label unlinked.
const safe = (href: string) => (isSafeUrl(href) ? href : undefined)

/** The site's menu, two levels deep; submenus open on hover and keyboard focus, with no script. */
export function MenuList({ items, className }: { items: readonly MenuLink[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href + item.label}>
          <a href={safe(item.href)}>{item.label}</a>
          {item.children?.length ? (
            <ul className="v-chrome-sub">
              {item.children.map((child) => (
                <li key={child.href + child.label}>
                  <a href={safe(child.href)}>{child.label}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
