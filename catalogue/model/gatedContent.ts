import type { Condition, ConditionsSettings } from './conditions.ts'

/** The part of an element the gate reads; stored documents are read as they are, so the lists may be absent. */
interface GateElement {
  component?: string | undefined
  conditions_settings?: Partial<ConditionsSettings> | undefined
  elements?: readonly GateElement[] | undefined
  fields?: readonly { name: string }[] | undefined
}

/**
 * What of a page is for signed-in travel agents only, and so never in the public output (HTML, payload, export,
 * sitemap, public API reads): the fields below of these blocks (the Login Required Button's link, platform.md §6),
 * and every element an editor marks as agents-only by giving it the condition "agent equals signed-in". A
 * signed-in agent gets them from the portal's server, which checks their session (scripts/lib/agentPortal.ts).
 */
export const gatedFields: Readonly<Record<string, readonly string[]>> = {
  AgentsPortalLoginRequiredButton: ['link'],
}

/** The condition that marks an element for signed-in agents only, as the studio sets it. */
export const agentSignedInCondition: Condition = { key: 'agent', operator: 'equals', value: 'signed-in' }

/** A condition that only a signed-in agent meets. */
export const isAgentSignedInCondition = (c: Condition) => c.key === 'agent' && ((c.operator === 'equals' && c.value === 'signed-in') || (c.operator === 'not_equals' && c.value === 'signed-out'))

/** An element only signed-in agents may see: all its conditions must hold and one says "agent signed in", or its only ones say so. */
export function isAgentsOnlyElement(element: GateElement): boolean {
  const conditions = element.conditions_settings?.conditions ?? []
  if (!conditions.length) return false
  return element.conditions_settings?.type === 'or' ? conditions.every(isAgentSignedInCondition) : conditions.some(isAgentSignedInCondition)
}

/** A cheap test on a stored document's text: false means it holds nothing gated (true asks for the parse). */
export function mayHoldGated(documentText: string): boolean {
  return /"key":\s*"agent"/.test(documentText) || Object.keys(gatedFields).some((component) => documentText.includes(`"${component}"`))
}

/** The elements as everyone may see them: agents-only elements left out, gated fields emptied. Unchanged elements are returned as they were. */
export function publicElements<E extends GateElement>(elements: readonly E[]): E[] {
  return elements.filter((element) => !isAgentsOnlyElement(element)).map((element) => publicElement(element))
}

function publicElement<E extends GateElement>(element: E): E {
  const gated = element.component ? gatedFields[element.component] : undefined
  const children = element.elements?.length ? publicElements(element.elements) : element.elements
  const fields = gated && element.fields ? element.fields.filter((f) => !gated.includes(f.name)) : element.fields
  return children === element.elements && fields === element.fields ? element : { ...element, elements: children, fields }
}

/** Whether elements hold anything for agents only (then their public copy differs from the agent's). */
export function holdsGated(elements: readonly GateElement[]): boolean {
  return elements.some((element) => {
    const gated = element.component ? gatedFields[element.component] : undefined
    return isAgentsOnlyElement(element) || !!gated?.some((name) => element.fields?.some((f) => f.name === name)) || holdsGated(element.elements ?? [])
  })
}

/** A stored page document's JSON text as everyone may see it (the text itself when nothing in it is gated). */
export function publicDocumentText(documentText: string): string {
  if (!mayHoldGated(documentText)) return documentText
  const document = JSON.parse(documentText) as { elements?: GateElement[] }
  if (!document.elements || !holdsGated(document.elements)) return documentText
  return JSON.stringify({ ...document, elements: publicElements(document.elements) })
}
