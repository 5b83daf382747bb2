import { describe, expect, it } from 'vitest'
import { makePassword } from './PasswordEditor.tsx'

describe('makePassword', () => {
  it('makes 20 unambiguous characters, a different one each time, long enough for the API', () => {
    const made = Array.from({ length: 200 }, () => makePassword())
    for (const p of made) expect(p).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{20}$/)
    expect(new Set(made).size).toBe(made.length)
  })
})
