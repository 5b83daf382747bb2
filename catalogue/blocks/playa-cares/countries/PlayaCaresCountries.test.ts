import { describe, expect, it } from 'vitest'
import { playaCaresCountriesDefinition } from './definition.ts'
import { playaCaresStatsDefinition } from '../stats/definition.ts'

describe('Playa Cares', () => {
  const mexico = { country: 'mexico', projects: 3, copy: '', href: '' }

  it('refuses the same country twice and an unknown country', () => {
    const twice = playaCaresCountriesDefinition.valuesSchema.safeParse({ countries: [mexico, mexico] })
    expect(twice.error?.issues[0]).toMatchObject({ path: ['countries'], message: 'must list each country once' })
    const unknown = playaCaresCountriesDefinition.valuesSchema.safeParse({ countries: [{ ...mexico, country: 'atlantis' }] })
    expect(unknown.error?.issues[0]).toMatchObject({ path: ['countries', 0, 'country'], message: 'must be one of mexico, dominican-republic, jamaica, usa' })
  })

  it('refuses a seventh figure and an empty one', () => {
    const stat = { value: '1', label: 'tree' }
    expect(playaCaresStatsDefinition.valuesSchema.safeParse({ stats: Array(7).fill(stat) }).error?.issues[0]?.message).toBe('must have at most 6 figures')
    expect(playaCaresStatsDefinition.valuesSchema.safeParse({ stats: [{ value: '', label: 'x' }] }).error?.issues[0]).toMatchObject({
      path: ['stats', 0, 'value'],
      message: 'must not be empty',
    })
  })
})

describe('Playa Cares country links', () => {
  it('accepts no link and refuses an unsafe one with the reason', () => {
    const country = { country: 'jamaica', projects: 1, copy: '', href: '' }
    expect(playaCaresCountriesDefinition.valuesSchema.safeParse({ countries: [country] }).success).toBe(true)
    const bad = playaCaresCountriesDefinition.valuesSchema.safeParse({ countries: [{ ...country, href: 'data:text/html,hi' }] })
    expect(bad.error?.issues[0]).toMatchObject({ path: ['countries', 0, 'href'] })
    expect(bad.error?.issues[0]?.message).toContain("'data:' URLs are not allowed")
  })
})
