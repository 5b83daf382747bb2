import type { SitePayload } from '../../payload/PagePayload.ts'
import type { BrandChromeStyle } from '../LayoutProps.ts'
import { MenuList } from './MenuList.tsx'

export function BrandHeader({ site, style }: { site: SitePayload; style: BrandChromeStyle }) {
  const brand = (
    <a className="v-chrome-brand" href="/">
      {site.name}
    </a>
  )
  if (style.header === 'split') {
    const half = Math.ceil(site.menu.length / 2)
    return (
      <header className="v-chrome-header v-chrome-header--split">
        <nav aria-label="Main" className="v-chrome-header__inner">
          <MenuList className="v-chrome-menu" items={site.menu.slice(0, half)} />
          {brand}
          <MenuList className="v-chrome-menu" items={site.menu.slice(half)} />
        </nav>
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
        <nav aria-label="Main">
          <MenuList className="v-chrome-menu" items={site.menu} />
        </nav>
      </div>
    </header>
  )
}
