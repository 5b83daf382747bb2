import type { BrandChromeStyle, LayoutComponent } from './LayoutProps.ts'
import { BrandFooter } from './chrome/BrandFooter.tsx'
import { BrandHeader } from './chrome/BrandHeader.tsx'

/** A brand's layout: its chrome arranged as `style` says, coloured by its palette class, typeset by layouts.css. */
export function brandLayout(style: BrandChromeStyle): LayoutComponent {
  return function BrandLayout({ site, layout, path, children }) {
    return (
      <div className={`v-layout v-layout--${layout}`} data-layout={layout}>
        <BrandHeader site={site} style={style} path={path} />
        <main className="v-main">{children}</main>
        <BrandFooter site={site} style={style} />
      </div>
    )
  }
}
