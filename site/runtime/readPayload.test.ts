import { describe, expect, it } from 'vitest'
import { escapeScriptJson, unescapeScriptJson } from './readPayload.ts'

describe('escapeScriptJson', () => {
  it('leaves nothing that can end a script early, and unescapeScriptJson gives back exactly what it was given', () => {
    const values = [
      { html: '<p>a</p></script><!-- x -->', separators: '\u2028 \u2029', text: 'Été – ’ 😀' },
      // Text that looks like the escapes: JSON writes its backslash as an escape of its own.
      { literal: '\\u003c \\u2028 \\\\u003c \\', quote: '"\\"' },
      ['<', '<<', '\\<', '\\\\<', '\u2028\\u2029'],
      '',
    ]
    for (const value of values) {
      const json = JSON.stringify(value)
      const safe = escapeScriptJson(json)
      expect(safe).not.toMatch(/<|\u2028|\u2029/)
      expect(unescapeScriptJson(safe)).toBe(json)
      expect(JSON.parse(safe)).toEqual(value)
    }
  })
})
