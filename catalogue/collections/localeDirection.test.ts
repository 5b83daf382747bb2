import { describe, expect, it } from 'vitest'
import { loadCollections } from './loadCollections.ts'
import { localeDirection } from './localeDirection.ts'

describe('localeDirection', () => {
  it('follows the locales collection', () => {
    for (const locale of loadCollections().locales) expect(localeDirection(locale.code)).toBe(locale.direction)
    expect(localeDirection('ar-EG')).toBe('rtl')
    expect(localeDirection('en-GB')).toBe('ltr')
  })
})
