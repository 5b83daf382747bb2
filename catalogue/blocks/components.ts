import type { ComponentType } from 'react'
import type { ComponentName } from './definitions.ts'

// Loaded on demand so a page's browser bundle carries only the interactive blocks it uses.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loader = () => Promise<{ default: ComponentType<any> }>

export const blockComponents: Record<ComponentName, Loader> = {
  GenericHero: () => import('./generic/hero/Component.tsx'),
  GenericBlockLink: () => import('./generic/block-link/Component.tsx'),
  GlobalIntro: () => import('./global/intro/Component.tsx'),
  GlobalImage: () => import('./global/image/Component.tsx'),
  GlobalTable: () => import('./global/table/Component.tsx'),
  GlobalYoutube: () => import('./global/youtube/Component.tsx'),
}
