import { afterEach, describe, expect, it } from 'vitest'
import { confirmLeave, draftReleaseMessage, setLeaveGuard, unsavedChangesMessage } from './leaveGuard.ts'

afterEach(() => setLeaveGuard(null))

describe('leaving the editor', () => {
  it('asks with the spec message when there are unsaved changes, and stays when refused', () => {
    const asked: string[] = []
    setLeaveGuard(() => ({ dirty: true }))
    expect(confirmLeave((m) => (asked.push(m), false), () => undefined)).toBe(false)
    expect(asked).toEqual(['You have some unsaved changes. Are you sure you want to leave?'])
    expect(unsavedChangesMessage).toBe(asked[0])
    expect(confirmLeave(() => true, () => undefined)).toBe(true)
  })
  it('raises the unsaved-draft alert for a draft release, and lets a clean page go without asking', () => {
    const alerts: string[] = []
    setLeaveGuard(() => ({ dirty: false, releaseStatus: 'draft' }))
    expect(confirmLeave(() => { throw new Error('must not ask') }, (m) => alerts.push(m))).toBe(true)
    expect(alerts).toEqual([draftReleaseMessage])
    setLeaveGuard(null)
    expect(confirmLeave(() => false, () => undefined)).toBe(true)
  })
})
