import type { LayoutId } from '../../catalogue/layouts/layouts.ts'
import type { LayoutComponent } from './LayoutProps.ts'

export type LayoutLoader = () => Promise<{ default: LayoutComponent }>

/**
 * Each layout's code, split per layout: a page loads only its own. Typed by the catalogue's layout ids, so a
 * layout added there without a component here is a compile error.
 */
export const layoutLoaders: Record<LayoutId, LayoutLoader> = {
  'agent-cash-plus': () => import('./brands/agent-cash-plus.tsx'),
  'blocks': () => import('./brands/blocks.tsx'),
  'bonita': () => import('./brands/bonita.tsx'),
  'hilton': () => import('./brands/hilton.tsx'),
  'hilton-yucatan': () => import('./brands/hilton-yucatan.tsx'),
  'hyatt': () => import('./brands/hyatt.tsx'),
  'hyatt-brand': () => import('./brands/hyatt-brand.tsx'),
  'hyatt-dreams': () => import('./brands/hyatt-dreams.tsx'),
  'hyatt-secrets': () => import('./brands/hyatt-secrets.tsx'),
  'hyatt-sunscape': () => import('./brands/hyatt-sunscape.tsx'),
  'hyatt-vivid': () => import('./brands/hyatt-vivid.tsx'),
  'hyatt-zilara': () => import('./brands/hyatt-zilara.tsx'),
  'hyatt-ziva': () => import('./brands/hyatt-ziva.tsx'),
  'infinity-luxury': () => import('./brands/infinity-luxury.tsx'),
  'jewel': () => import('./brands/jewel.tsx'),
  'kimpton': () => import('./brands/kimpton.tsx'),
  'no-chrome': () => import('./brands/no-chrome.tsx'),
  'playa-cares': () => import('./brands/playa-cares.tsx'),
  'playa-collection': () => import('./brands/playa-collection.tsx'),
  'playaresorts': () => import('./brands/playaresorts.tsx'),
  'sanctuary': () => import('./brands/sanctuary.tsx'),
  'sanctuary2024': () => import('./brands/sanctuary2024.tsx'),
  'sandpiper': () => import('./brands/sandpiper.tsx'),
  'seadust': () => import('./brands/seadust.tsx'),
  'voix': () => import('./brands/voix.tsx'),
  'wyndham': () => import('./brands/wyndham.tsx'),
  'wyndham-cancun': () => import('./brands/wyndham-cancun.tsx'),
  'wyndham-playa': () => import('./brands/wyndham-playa.tsx'),
}
