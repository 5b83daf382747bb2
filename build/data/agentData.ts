import type { AgentSpecial, AgentSpecialsData, AgentView, DashboardData } from '../../catalogue/blocks/agents-portal/agentData.ts'
import { destinations, type Destination } from '../../catalogue/blocks/agents-portal/shared-options.ts'
import type { RenderNode } from '../../catalogue/blocks/renderTree.ts'
import { isOfferLive } from '../../catalogue/blocks/specials/special-offers/offerImages.ts'
import type { Resort } from '../../catalogue/model/entities/resort.ts'
import type { Special } from '../../catalogue/model/entities/special.ts'

const countries: Record<string, Destination> = { 'united states': 'usa', 'united states of america': 'usa', us: 'usa' }
for (const [key, label] of Object.entries(destinations)) countries[label.toLowerCase()] = key as Destination

/** The destination a resort's country is filed under; undefined for a country the portal does not file. */
export const destinationOf = (country: string): Destination | undefined => countries[country.trim().toLowerCase()]

/**
 * The live specials open to an agent, soonest ending first: every brand's (agents sell them all), those of the
 * agent's markets when they have any; a special of no particular resort is open to every agent.
 */
export function agentSpecials(agent: AgentView, records: { specials: readonly Special[]; resorts: readonly Resort[] }, today: string): AgentSpecial[] {
  const resorts = new Map(records.resorts.map((r) => [r.id, r]))
  const open: (AgentSpecial & { ends: string })[] = []
  for (const s of records.specials) {
    if (!isOfferLive(s.endDate, today)) continue
    const places = s.resort_ids.flatMap((id) => {
      const d = resorts.get(id) && destinationOf(resorts.get(id)!.country)
      return d ? [d] : []
    })
    const destination: Destination | 'all' | undefined = !places.length ? 'all' : agent.markets.length ? places.find((d) => agent.markets.includes(d)) : places[0]
    if (!destination) continue
    const logo = s.resort_ids.map((id) => resorts.get(id)?.image?.url).find(Boolean)
    open.push({
      id: s.id,
      title: s.title,
      subtitle: s.subtitle,
      content: s.content,
      terms: s.terms,
      prettyEndDate: s.prettyEndDate,
      image: s.image ?? '',
      imageAlt: s.imageAlt,
      resortLogo: s.resortLogo || (logo ?? ''),
      destination,
      ends: s.endDate ?? '9999',
    })
  }
  return open.sort((a, b) => (a.ends < b.ends ? -1 : a.ends > b.ends ? 1 : 0)).map(({ ends: _e, ...special }) => special)
}

/**
 * Fills the agent's own data into the blocks that show it, in place: the Dashboard (who they are, how many specials
 * are open to them) and Specials with filters set to the agent's specials. Only for a page rendered on request for
 * that agent.
 */
export function attachAgentData(nodes: RenderNode[], agent: AgentView, records: { specials: readonly Special[]; resorts: readonly Resort[] }, today: string): void {
  let specials: AgentSpecial[] | undefined
  const open = () => (specials ??= agentSpecials(agent, records, today))
  const walk = (list: RenderNode[]) => {
    for (const node of list) {
      if (node.kind === 'group') {
        walk(node.children)
        continue
      }
      if (node.component === 'AgentsPortalDashboard') node.data = { agent, specials: open().length } satisfies DashboardData
      else if (node.component === 'AgentsPortalSpecialsWithFilters' && node.values.show === 'agent') node.data = { agent, specials: open() } satisfies AgentSpecialsData
      for (const children of Object.values(node.slots)) walk(children)
    }
  }
  walk(nodes)
}

/** The blocks attachAgentData fills in for an agent: a public page holding one is given to a signed-in agent filled in. */
const agentDataBlocks = new Set(['AgentsPortalDashboard', 'AgentsPortalSpecialsWithFilters'])

/** Whether any of the elements (at any depth) shows the signed-in agent's own data. */
export function showsAgentData(elements: readonly { component?: string | undefined; elements: readonly unknown[] }[]): boolean {
  return elements.some((e) => (e.component !== undefined && agentDataBlocks.has(e.component)) || showsAgentData(e.elements as typeof elements))
}
