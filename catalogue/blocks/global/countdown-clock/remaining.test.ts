import { describe, expect, it } from 'vitest'
import { remaining } from './remaining.ts'

describe('countdown arithmetic', () => {
  it('splits the time left into whole days, hours, minutes and seconds', () => {
    const now = Date.parse('2027-01-01T00:00:00Z')
    expect(remaining(Date.parse('2027-01-02T03:04:05.900Z'), now)).toEqual({ days: 1, hours: 3, minutes: 4, seconds: 5, done: false })
    expect(remaining(now + 999, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true })
    expect(remaining(now - 60_000, now)).toMatchObject({ days: 0, seconds: 0, done: true })
  })
})
