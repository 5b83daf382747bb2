import { describe, expect, it } from 'vitest'
import { evaluateCondition, evaluateConditions, type Visitor } from './evaluateConditions.ts'

const visitor = (over: Partial<Visitor> = {}): Visitor => ({
  points: (tag) => ({ weddings: 7, spa: 0 })[tag] ?? 0,
  query: new URLSearchParams('utm_source=newsletter&promo=SUMMER'),
  cookie: (name) => ({ 'seen-offer': '1' })[name],
  now: new Date('2026-06-15T12:00:00Z'),
  path: '/resorts/cancun/rooms',
  referrer: 'https://www.google.com/',
  language: 'es-MX',
  width: 800,
  agentSignedIn: false,
  ...over,
})

describe('evaluateCondition', () => {
  it('compares experience points as numbers', () => {
    expect(evaluateCondition({ key: 'xp:weddings', operator: 'greater_than', value: 5 }, visitor())).toBe(true)
    expect(evaluateCondition({ key: 'xp:weddings', operator: 'greater_than', value: '10' }, visitor())).toBe(false)
    expect(evaluateCondition({ key: 'xp:never-seen', operator: 'less_than', value: 1 }, visitor())).toBe(true)
  })
  it('reads query parameters and cookies, with exists and not_exists', () => {
    expect(evaluateCondition({ key: 'query:utm_source', operator: 'equals', value: 'newsletter' }, visitor())).toBe(true)
    expect(evaluateCondition({ key: 'query:promo', operator: 'contains', value: 'summer' }, visitor())).toBe(true)
    expect(evaluateCondition({ key: 'query:missing', operator: 'exists' }, visitor())).toBe(false)
    expect(evaluateCondition({ key: 'cookie:seen-offer', operator: 'exists' }, visitor())).toBe(true)
    expect(evaluateCondition({ key: 'cookie:other', operator: 'not_exists' }, visitor())).toBe(true)
    expect(evaluateCondition({ key: 'cookie:other', operator: 'not_equals', value: 'x' }, visitor())).toBe(true)
    expect(evaluateCondition({ key: 'cookie:other', operator: 'equals', value: 'x' }, visitor())).toBe(false)
  })
  it('compares dates as ISO text, so a campaign can start and end', () => {
    expect(evaluateCondition({ key: 'date', operator: 'greater_than', value: '2026-06-01' }, visitor())).toBe(true)
    expect(evaluateCondition({ key: 'date', operator: 'less_than', value: '2026-06-15' }, visitor())).toBe(false)
    expect(evaluateCondition({ key: 'date', operator: 'equals', value: '2026-06-15' }, visitor())).toBe(true)
    expect(evaluateCondition({ key: 'datetime', operator: 'greater_than', value: '2026-06-15T11:59' }, visitor())).toBe(true)
  })
  it('knows path, referrer, language, breakpoint and agent', () => {
    expect(evaluateCondition({ key: 'path', operator: 'contains', value: 'cancun' }, visitor())).toBe(true)
    expect(evaluateCondition({ key: 'referrer', operator: 'contains', value: 'google' }, visitor())).toBe(true)
    expect(evaluateCondition({ key: 'language', operator: 'contains', value: 'es' }, visitor())).toBe(true)
    expect(evaluateCondition({ key: 'breakpoint', operator: 'greater_than', value: 'sm' }, visitor())).toBe(true)
    expect(evaluateCondition({ key: 'breakpoint', operator: 'less_than', value: 'md' }, visitor({ width: 700 }))).toBe(true)
    expect(evaluateCondition({ key: 'agent', operator: 'equals', value: 'signed-in' }, visitor({ agentSignedIn: true }))).toBe(true)
  })
  it('treats an unknown key as absent', () => {
    expect(evaluateCondition({ key: 'weather', operator: 'exists' }, visitor())).toBe(false)
    expect(evaluateCondition({ key: 'weather', operator: 'equals', value: 'sunny' }, visitor())).toBe(false)
  })
})

describe('evaluateConditions', () => {
  const a = { key: 'xp:weddings', operator: 'greater_than' as const, value: 5 }
  const b = { key: 'query:promo', operator: 'equals' as const, value: 'WINTER' }
  it('and: all must hold; or: one is enough; none: shown', () => {
    expect(evaluateConditions({ type: 'and', conditions: [a, b] }, visitor())).toBe(false)
    expect(evaluateConditions({ type: 'or', conditions: [a, b] }, visitor())).toBe(true)
    expect(evaluateConditions({ type: 'and', conditions: [] }, visitor())).toBe(true)
    expect(evaluateConditions(undefined, visitor())).toBe(true)
  })
})
