import { useEffect, useId, useState, type ReactNode } from 'react'
import type { SitePayload } from '../../payload/PagePayload.ts'
import type { BrandChromeStyle } from '../LayoutProps.ts'
import { MenuList } from './MenuList.tsx'

export function BrandHeader({ site, style, path }: { site: SitePayload; style: BrandChromeStyle; path?: string }) {
  const brand = (
    <a className="v-chrome-brand" href="/">
      {site.name}
    </a>
  )
  if (style.header === 'split') {
    const half = Math.ceil(site.menu.length / 2)
    return (
      <header className="v-chrome-header v-chrome-header--split">
        <MainNav className="v-chrome-header__inner" brand={<a className="v-chrome-nav__brand" href="/">{site.name}</a>}>
          <MenuList className="v-chrome-menu" items={site.menu.slice(0, half)} path={path} />
          {brand}
          <MenuList className="v-chrome-menu" items={site.menu.slice(half)} path={path} />
        </MainNav>
      </header>
    )
  }
  return (
    <header className={`v-chrome-header v-chrome-header--${style.header}`}>
      {style.header === 'utility' && (
        <div className="v-chrome-utility">
          <span>{style.tagline}</span>
          <a href="/specials">Specials</a>
        </div>
      )}
      <div className="v-chrome-header__inner">
        {brand}
        <MainNav>
          <MenuList className="v-chrome-menu" items={site.menu} path={path} />
        </MainNav>
      </div>
    </header>
  )
}

/**
 * The main navigation. On a phone its menu folds behind a Menu button (a disclosure); until the page's script
 * runs the menu stays unfolded, so it is never out of reach. `brand` is shown beside the button when the menu
 * itself holds the brand (the split header), so a folded header still names the site.
 */
function MainNav({ children, className, brand }: { children: ReactNode; className?: string; brand?: ReactNode }) {
  const [foldable, setFoldable] = useState(false)
  const [open, setOpen] = useState(false)
  const id = useId()
  useEffect(() => setFoldable(true), [])
  return (
    <nav aria-label="Main" className={['v-chrome-nav', className].filter(Boolean).join(' ')} data-foldable={foldable || undefined} data-open={open || undefined}>
      {foldable && (
        <div className="v-chrome-nav__bar">
          {brand}
          <button type="button" className="v-chrome-nav__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
            Menu
          </button>
        </div>
      )}
      <div id={id} className="v-chrome-nav__menus">
        {children}
      </div>
    </nav>
  )
}
