import type { ApiToken, TokenScope } from './tokensApi.ts'

/** Each scope in the words of the person choosing it: what a program holding the token may do. */
export const scopeChoices: { scope: TokenScope; label: string; hint: string }[] = [
  { scope: 'read', label: 'Read only', hint: 'Read pages and other content, and see how builds went. Cannot change or publish anything.' },
  { scope: 'publish', label: 'Read and publish', hint: 'Everything read only allows, and publish pages as they are saved. Cannot change content.' },
  { scope: 'builds', label: 'Builds only', hint: 'See how builds went, for a status board. Cannot read content.' },
]

export const scopeLabel = (scope: TokenScope) => scopeChoices.find((c) => c.scope === scope)?.label ?? scope

export const expiryChoices: [number, string][] = [
  [7, '1 week'],
  [30, '30 days'],
  [90, '90 days'],
  [180, '6 months'],
  [366, '1 year'],
]

export const fieldLabels: Record<string, string> = { name: 'Name', scope: 'What it may do', expiresInDays: 'Expires after' }

/** Where a token stands, as one phrase: revoked, expired, or until when it works. */
export function tokenState(token: ApiToken, now: number): string {
  if (token.revoked_at) return `Revoked ${new Date(token.revoked_at).toLocaleString()}`
  if (Date.parse(token.expires_at) <= now) return `Expired ${new Date(token.expires_at).toLocaleString()}`
  return `Works until ${new Date(token.expires_at).toLocaleString()}`
}

export const lastUse = (token: ApiToken) => (token.last_used_at ? new Date(token.last_used_at).toLocaleString() : 'Never used')
