import { describe, expect, it } from 'vitest'
import { group, pageWith, slice } from '../model/testing.ts'
import { bareReason, describeContentProblem, problemAt } from './problemForEditor.ts'

const field = (name: string, value: unknown) => ({ id: name, name, type: 'text', enabled: true, value, media: [], properties: [] })
const intro = slice('5242428e-0000', { component: 'GlobalIntro', fields: [field('title', 'Welcome'), field('copy', ''), field('link', { href: 'javascript:alert(1)', text: 'Go' })] })
const page = pageWith([slice('a'), group('g', [slice('b'), intro])])

describe('problems in an editor’s words', () => {
  it('names block and field by label instead of an issue path and an element id', () => {
    const problem = problemAt(page, 'elements.1.elements.1.fields.2.value.href', "element 5242428e-0000 (GlobalIntro), field 'link': unsafe URL: 'javascript:' URLs are not allowed")
    expect(problem).toEqual({
      where: 'Intro “Welcome” › Link (address)',
      message: "unsafe URL: 'javascript:' URLs are not allowed",
      elementId: '5242428e-0000',
      field: 'link',
      part: 'address',
    })
    expect(JSON.stringify(problem.where + problem.message)).not.toMatch(/elements\.|5242428e|GlobalIntro/)
  })
  it('names page settings and rows of a list', () => {
    expect(problemAt(page, 'path', 'must start with /')).toMatchObject({ where: 'Page › Path', field: 'path' })
    const table = pageWith([slice('t', { component: 'GlobalTable', fields: [field('rows', [])] })])
    expect(problemAt(table, 'elements.0.fields.0.value.2.phone', 'must be a phone number').where).toBe('Table › Rows (row 3, phone)')
  })
  it('drops the server’s id prefix from a message', () => {
    expect(bareReason("element 5242428e-… (GenericBlockLink), field 'link': must not be empty")).toBe('must not be empty')
    expect(bareReason('must not be empty')).toBe('must not be empty')
  })
  it('describes a render problem by block and field label', () => {
    expect(describeContentProblem({ component: 'GlobalIntro', field: 'titleTag' }, "must be one of 'h1', 'h2'")).toBe("The Intro block, field Title tag: must be one of 'h1', 'h2'")
    expect(describeContentProblem({ component: 'GlobalIntro', field: 'link', elementLabel: 'Welcome' }, 'unsafe URL')).toBe('“Welcome” (Intro), field Link: unsafe URL')
  })
})
