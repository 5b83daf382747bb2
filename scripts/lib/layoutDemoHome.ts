import type { LayoutConfig } from '../../catalogue/layouts/layouts.ts'

/**
 * Where a layout's demo home page is served on a local product at `origin` (http://localhost:PORT): each demo
 * site on its own *.localhost host; the default site holds 'playaresorts', and Sandpiper's whole domain moves to
 * Seadust, so its layout is shown there by the layout query parameter.
 */
export function layoutDemoHome(layout: Pick<LayoutConfig, 'id' | 'label'>, origin: string): { url: string; siteName: string } {
  const { protocol, port } = new URL(origin)
  const host = (sub: string) => `${protocol}//${sub}.localhost:${port}`
  if (layout.id === 'playaresorts') return { url: `${protocol}//localhost:${port}/`, siteName: 'Playa Resorts' }
  if (layout.id === 'sandpiper') return { url: `${host('seadust')}/?layout=sandpiper`, siteName: 'Seadust' }
  return { url: `${host(layout.id)}/`, siteName: layout.label }
}
