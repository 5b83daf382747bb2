import type { SitePayload } from '../../payload/PagePayload.ts'
import type { NavigationContext } from './RouteMiddleware.ts'

/** A navigation context for the middleware tests: real URLs, dialogs that record what they were asked. */
export function testContext(to: string, overrides: Partial<Omit<NavigationContext, 'site' | 'from'>> & { from?: string | null; site?: Partial<SitePayload> } = {}) {
  const asked: string[] = []
  const { from = 'https://playaresorts.localhost/', site, ...rest } = overrides
  const context: NavigationContext = {
    to: new URL(to, 'https://playaresorts.localhost'),
    from: from === null ? null : new URL(from, 'https://playaresorts.localhost'),
    site: { id: 's1', slug: 'playaresorts', name: 'Playa Resorts', layout: 'playaresorts', locale: 'en', menu: [], ...site },
    manifest: undefined,
    confirm: (message) => (asked.push(`confirm: ${message}`), false),
    alert: (message) => void asked.push(`alert: ${message}`),
    editor: { dirty: false },
    knownLayouts: ['hilton', 'playaresorts', 'no-chrome'],
    ...rest,
  }
  return { context, asked }
}
