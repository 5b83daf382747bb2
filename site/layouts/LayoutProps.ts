import type { ComponentType, ReactNode } from 'react'
import type { SitePayload } from '../payload/PagePayload.ts'

export interface LayoutProps {
  site: SitePayload
  /** The layout id the page renders in (the page's own, or the one chosen by the `layout` query parameter). */
  layout: string
  /** The page's path, so the menu can mark the current page. */
  path?: string
  children: ReactNode
}

export type LayoutComponent = ComponentType<LayoutProps>

/** How a brand's chrome is arranged; colours come from the catalogue palette and type from layouts.css. */
export interface BrandChromeStyle {
  header: 'bar' | 'centered' | 'split' | 'utility' | 'minimal'
  footer: 'band' | 'columns' | 'minimal'
  /** One line under the brand name in the footer (and the utility strip). */
  tagline: string
}
