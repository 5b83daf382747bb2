import { describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { resolveElements } from '../../catalogue/blocks/resolveElements.ts'
import { Resort } from '../../catalogue/model/entities/resort.ts'
import { Special } from '../../catalogue/model/entities/special.ts'
import { agentSpecials, attachAgentData } from './agentData.ts'

const resorts = [
  Resort.parse({ id: 'cancun', name: 'Ziva Cancun', slug: 'ziva-cancun', country: 'Mexico' }),
  Resort.parse({ id: 'samana', name: 'Alltra Samaná', slug: 'alltra-samana', country: 'Dominican Republic' }),
]
const specials = [
  Special.parse({ id: 'late', title: 'Late', slug: 'late', resort_ids: ['cancun'], endDate: '2027-06-30' }),
  Special.parse({ id: 'soon', title: 'Soon', slug: 'soon', resort_ids: ['cancun'], endDate: '2027-01-31' }),
  Special.parse({ id: 'dr', title: 'DR', slug: 'dr', resort_ids: ['samana'], endDate: '2027-06-30' }),
  Special.parse({ id: 'ended', title: 'Ended', slug: 'ended', resort_ids: ['cancun'], endDate: '2026-01-01' }),
  Special.parse({ id: 'everyone', title: 'Points', slug: 'points' }),
]
const agent = { name: 'Ana', agency: 'Sunset Travel', email: 'ana@example.com', markets: ['mexico' as const] }

describe('the agent’s own data on an agents-only page', () => {
  it('lists the live specials of the agent’s markets, soonest ending first, and those of no resort', () => {
    expect(agentSpecials(agent, { specials, resorts }, '2026-11-25').map((s) => [s.id, s.destination])).toEqual([
      ['soon', 'mexico'],
      ['late', 'mexico'],
      ['everyone', 'all'],
    ])
    expect(agentSpecials({ ...agent, markets: [] }, { specials, resorts }, '2026-11-25').map((s) => s.id)).toEqual(['soon', 'late', 'dr', 'everyone'])
  })

  it('fills the Dashboard and the Specials with filters set to the agent’s specials, and nothing else', () => {
    const tree = resolveElements(
      [
        newSliceFromBlock('AgentsPortalDashboard', { title: 'Hi' }),
        newSliceFromBlock('AgentsPortalSpecialsWithFilters', { show: 'agent' }),
        newSliceFromBlock('AgentsPortalSpecialsWithFilters', { title: 'Written here' }),
      ],
      'portal/agents/dashboard',
    )
    attachAgentData(tree.nodes, agent, { specials, resorts }, '2026-11-25')
    const [dashboard, mine, written] = tree.nodes as { data?: unknown }[]
    expect(dashboard!.data).toEqual({ agent, specials: 3 })
    expect((mine!.data as { specials: { id: string }[] }).specials.map((s) => s.id)).toEqual(['soon', 'late', 'everyone'])
    expect(written!.data).toBeUndefined()
  })
})
