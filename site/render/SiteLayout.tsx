import { use, type ReactNode } from 'react'
import type { SitePayload } from '../payload/PagePayload.ts'
import { getLoadedLayout, loadLayout } from '../layouts/layoutCache.ts'

/**
 * The brand chrome around a page, by layout id. Layout code is split per layout; callers load it first
 * (navigation does), otherwise this suspends until it arrives.
 */
export function SiteLayout({ site, layout, path, children }: { site: SitePayload; layout: string; path?: string; children: ReactNode }) {
  const Layout = getLoadedLayout(layout) ?? use(loadLayout(layout))
  return (
    <Layout site={site} layout={layout} path={path}>
      {children}
    </Layout>
  )
}
