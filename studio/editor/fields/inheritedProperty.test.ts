import { describe, expect, it } from 'vitest'
import { inheritedProperty } from './inheritedProperty.ts'

describe('inherited properties', () => {
  const props = [
    { breakpoint: 'default' as const, fontSize: '1rem', textAlign: 'left' as const },
    { breakpoint: 'md' as const, fontSize: '2rem' },
  ]
  it('comes from the nearest smaller breakpoint that sets it', () => {
    expect(inheritedProperty(props, 'lg', 'fontSize')).toEqual({ value: '2rem', from: 'md' })
    expect(inheritedProperty(props, 'md', 'fontSize')).toEqual({ value: '1rem', from: 'default' })
    expect(inheritedProperty(props, 'xl', 'textAlign')).toEqual({ value: 'left', from: 'default' })
    expect(inheritedProperty(props, 'default', 'fontSize')).toBeUndefined()
    expect(inheritedProperty(props, '2xl', 'columns')).toBeUndefined()
  })
})
