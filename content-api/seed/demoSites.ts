import type { z } from 'zod'
import { layouts } from '../../catalogue/layouts/layouts.ts'
import type { Site } from '../../catalogue/model/site.ts'
import { brandFactsOf } from './brands/demoBrandFacts.ts'

const resortLayouts = new Set(['hilton-yucatan', 'jewel', 'sanctuary', 'sanctuary2024', 'sandpiper', 'seadust', 'wyndham-cancun', 'wyndham-playa'])

/**
 * One demo site per layout. Two of them carry the domain redirects of platform.md §9: Sandpiper's whole
 * domain moved to Seadust, and Hyatt Brand sends only its Playa del Carmen, Samaná and Punta Cana paths on
 * to the Hyatt site.
 */
export function demoSites(): z.input<typeof Site>[] {
  return layouts
    .filter((l) => l.id !== 'playaresorts')
    .map((l) => ({
      id: l.id,
      slug: l.id,
      // A brand's own name; the agent portal keeps its layout's.
      name: brandFactsOf.get(l.id)?.name ?? (l.id === 'playa-cares' ? 'Playa Cares' : l.label),
      kind: l.id === 'agent-cash-plus' ? ('agent-portal' as const) : resortLayouts.has(l.id) ? ('resort' as const) : ('brand' as const),
      layout: l.id,
      hosts: [`${l.id}.localhost`],
      locales: l.id === 'hyatt-ziva' || l.id === 'playa-cares' ? ['en', 'es'] : ['en'],
      ...(l.id === 'sandpiper' ? { domainRedirect: { toHost: 'seadust.localhost', pathKeywords: [] } } : {}),
      ...(l.id === 'hyatt-brand' ? { domainRedirect: { toHost: 'hyatt.localhost', pathKeywords: ['playa-del-carmen', 'samana', 'punta-cana'] } } : {}),
    }))
}
