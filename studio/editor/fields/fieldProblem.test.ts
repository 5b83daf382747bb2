import { describe, expect, it } from 'vitest'
import { link, number } from '../../../catalogue/fields/index.ts'
import { fieldProblem } from './fieldProblem.ts'

describe('field problems', () => {
  it('explains a link by the shape it came closest to', () => {
    const result = link({ label: 'Link' }).schema.safeParse({ href: 'javascript:alert(1)', text: 'x' })
    expect(result.success).toBe(false)
    expect(fieldProblem(result.error!)).toBe("address: unsafe URL: 'javascript:' URLs are not allowed; use http(s), mailto, tel or a path on this site")
  })
  it('passes a plain message through', () => {
    const result = number({ label: 'Height', default: 40, max: 100 }).schema.safeParse(500)
    expect(fieldProblem(result.error!)).toBe('must be at most 100')
  })
})
