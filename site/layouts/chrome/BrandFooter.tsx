import type { SitePayload } from '../../payload/PagePayload.ts'
import type { BrandChromeStyle } from '../LayoutProps.ts'
import { MenuList } from './MenuList.tsx'

export function BrandFooter({ site, style }: { site: SitePayload; style: BrandChromeStyle }) {
  const year = new Date().getFullYear()
  if (style.footer === 'columns')
    return (
      <footer className="v-chrome-footer v-chrome-footer--columns">
        <div>
          <p className="v-chrome-footer__brand">{site.name}</p>
          <p>{style.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <MenuList className="v-chrome-footer__menu" items={site.menu} submenus={false} />
        </nav>
        <p>
          <a href="/specials">Specials</a>
          <br />© {year} {site.name}
        </p>
      </footer>
    )
  return (
    <footer className={`v-chrome-footer v-chrome-footer--${style.footer}`}>
      {style.footer === 'band' && <p className="v-chrome-footer__brand">{site.name}</p>}
      <p>
        {style.tagline} · <a href="/specials">Specials</a> · © {year} {site.name}
      </p>
    </footer>
  )
}
