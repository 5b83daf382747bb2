import { describe, expect, it } from 'vitest'
import { listBlockDefinitions } from '../../../catalogue/blocks/definitions.ts'
import type { AnyField } from '../../../catalogue/fields/fieldKind.ts'
import { customEditors } from './customEditors.ts'

describe('custom field editors', () => {
  it('has a real editor for every custom field a block declares, so none falls back to raw JSON', () => {
    const named = new Set(listBlockDefinitions().flatMap((d) => (Object.values(d.fields) as AnyField[]).flatMap((f) => (f.kind === 'custom' ? [f.editor] : []))))
    expect([...named].filter((editor) => !customEditors[editor])).toEqual([])
  })
})
