import { describe, expect, it } from 'vitest'
import { cssString } from './cssString.ts'

describe('cssString', () => {
  it.each([
    ['3f2a-9c_x.y:z', '3f2a-9c_x.y:z'],
    ['a"]{}*{color:red}', 'a\\"\\]\\{\\}\\*\\{color:red\\}'],
    ['a\u0000b', 'a\uFFFDb'],
    ['a\nb', 'a\\a b'],
    ['</style><script>', '\\<\\/style\\>\\<script\\>'],
    ['é', 'é'],
    ['a\\b', 'a\\\\b'],
  ])('%j → %j', (input, expected) => {
    expect(cssString(input)).toBe(expected)
  })
})
