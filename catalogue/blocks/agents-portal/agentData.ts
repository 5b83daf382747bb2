// Kept free of zod: the components read these shapes in the public site's browser bundle.
import type { Destination } from './shared-options.ts'

/**
 * What an agents-only page rendered for a signed-in agent knows of them (scripts/lib/agentPortal.ts adds it to the
 * blocks below on the server; the build never does, so no agent's data is in the static output).
 */
export interface AgentView {
  name: string
  agency: string
  email: string
  /** The destinations the agent sells; empty: all of them. */
  markets: Destination[]
}

/** One special open to the agent, as the Specials with filters block shows it. */
export interface AgentSpecial {
  id: string
  title: string
  subtitle: string
  content: string
  terms: string
  prettyEndDate: string
  image: string
  imageAlt: string
  resortLogo: string
  /** Where the special's resorts are; 'all' for a special of no particular resort. */
  destination: Destination | 'all'
}

/** `data` of the Dashboard for a signed-in agent. */
export interface DashboardData {
  agent: AgentView
  /** How many live specials are open to the agent. */
  specials: number
}

/** `data` of Specials with filters set to show the agent's specials, for a signed-in agent. */
export interface AgentSpecialsData {
  agent: AgentView
  specials: AgentSpecial[]
}
