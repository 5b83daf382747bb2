import { describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../blocks/newSliceFromBlock.ts'
import type { Element } from './element.ts'
import { holdsGated, isAgentsOnlyElement, publicDocumentText, publicElements } from './gatedContent.ts'

const button = () => newSliceFromBlock('AgentsPortalLoginRequiredButton', { link: { href: '/agent-files/rates.pdf', text: 'Download the agent rate sheet' }, loggedOutText: 'Login For Details' })
const intro = (title: string, conditions?: Element['conditions_settings']) => ({ ...newSliceFromBlock('GlobalIntro', { title, titleTag: 'h2', copy: '<p>x</p>' }), ...(conditions ? { conditions_settings: conditions } : {}) })
const signedIn = { type: 'and' as const, conditions: [{ key: 'agent', operator: 'equals' as const, value: 'signed-in' }] }

describe('what of a page is for signed-in agents only', () => {
  it('leaves out the Login Required Button’s link, keeping its logged-out text', () => {
    const [publicButton] = publicElements([button()])
    expect(JSON.stringify(publicButton)).not.toContain('rate sheet')
    expect(JSON.stringify(publicButton)).toContain('Login For Details')
    expect(holdsGated([button()])).toBe(true)
    expect(holdsGated(publicElements([button()]))).toBe(false)
  })

  it('leaves out elements marked for signed-in agents, at any depth, and keeps everything else as it was', () => {
    const open = intro('For everyone')
    const group = { ...intro('Section'), elements: [intro('Agents’ commission', signedIn), open] }
    const result = publicElements([group, intro('Visitors only', { type: 'and', conditions: [{ key: 'agent', operator: 'equals', value: 'signed-out' }] })])
    expect(JSON.stringify(result)).not.toContain('commission')
    expect(result[0]!.elements).toEqual([open])
    expect(result[1]).toBeDefined()
  })

  it('reads the mark as an editor sets it: "and" with any agent condition, "or" only when all say so', () => {
    expect(isAgentsOnlyElement(intro('a', { type: 'and', conditions: [{ key: 'xp:spa', operator: 'greater_than', value: 2 }, signedIn.conditions[0]!] }))).toBe(true)
    expect(isAgentsOnlyElement(intro('a', { type: 'or', conditions: [{ key: 'xp:spa', operator: 'greater_than', value: 2 }, signedIn.conditions[0]!] }))).toBe(false)
    expect(isAgentsOnlyElement(intro('a', { type: 'and', conditions: [{ key: 'agent', operator: 'not_equals', value: 'signed-out' }] }))).toBe(true)
    expect(isAgentsOnlyElement(intro('a'))).toBe(false)
  })

  it('works on stored documents as text, leaving a document with nothing gated untouched', () => {
    const plain = JSON.stringify({ id: 'p', elements: [intro('Hello')] })
    expect(publicDocumentText(plain)).toBe(plain)
    const gated = JSON.stringify({ id: 'p', elements: [intro('Hello'), button(), intro('Secret', signedIn)] })
    const text = publicDocumentText(gated)
    expect(text).not.toContain('rate sheet')
    expect(text).not.toContain('Secret')
    expect(text).toContain('Hello')
  })
})
