import type { ReactNode } from 'react'
import type { SitePayload } from '../payload/PagePayload.ts'

/** The brand chrome around a page: header with the site's menu, and a footer; the no-chrome layout has neither. */
export function SiteLayout({ site, layout, children }: { site: SitePayload; layout: string; children: ReactNode }) {
  if (layout === 'no-chrome') return <main className={`v-layout v-layout--${layout}`}>{children}</main>
  return (
    <div className={`v-layout v-layout--${layout}`}>
      <header className="v-header">
        <a className="v-header__brand" href="/">
          {site.name}
        </a>
        <nav className="v-header__nav" aria-label="Main">
          {site.menu.map((item) => (
            <a key={item.href} href={item.href}>
              {item.label}
            </a>
          ))}
        </nav>
      </header>
      <main>{children}</main>
      <footer className="v-footer">
        <p>
          © {site.name}. <a href="/specials">Specials</a>
        </p>
      </footer>
    </div>
  )
}
