import { describe, expect, it } from 'vitest'
import { initialAdminState, openContextMenu, selectElements, selectField, selectGroup, setAdminFlag, setReleaseId, setThemeColor } from './adminState.ts'

describe('admin state', () => {
  it('starts with nothing selected and the default theme colour', () => {
    expect(initialAdminState()).toMatchObject({ selectedField: null, selectedGroup: null, selectedElements: [], themeColor: '#4338ca', reviewMode: false })
  })
  it('selecting a field clears the group, and the same field again unselects it', () => {
    let s = selectGroup(initialAdminState(), 'e1:Layout')
    s = selectField(s, 'e1:title')
    expect(s).toMatchObject({ selectedField: 'e1:title', selectedGroup: null })
    expect(selectField(s, 'e1:title').selectedField).toBeNull()
    expect(selectField(s, 'e1:copy').selectedField).toBe('e1:copy')
  })
  it('selecting a group clears the field, and the same group again unselects it', () => {
    let s = selectField(initialAdminState(), 'e1:title')
    s = selectGroup(s, 'e1:Layout')
    expect(s).toMatchObject({ selectedField: null, selectedGroup: 'e1:Layout' })
    expect(selectGroup(s, 'e1:Layout').selectedGroup).toBeNull()
  })
  it('changing the selected elements clears field and group, keeping them when the selection is the same', () => {
    const s = selectField(selectElements(initialAdminState(), ['a']), 'a:title')
    expect(selectElements(s, ['a'])).toBe(s)
    expect(selectElements(s, ['b'])).toMatchObject({ selectedElements: ['b'], selectedField: null, selectedGroup: null })
    expect(selectElements(selectGroup(s, 'a:G'), [])).toMatchObject({ selectedGroup: null })
  })
  it('sets the flags, release id, theme colour and context menu', () => {
    let s = setAdminFlag(initialAdminState(), 'reviewMode', true)
    s = setAdminFlag(setAdminFlag(setAdminFlag(s, 'focusMode', true), 'loading', true), 'dragging', true)
    expect(s).toMatchObject({ reviewMode: true, focusMode: true, loading: true, dragging: true })
    expect(setReleaseId(s, 'r1').releaseId).toBe('r1')
    expect(setThemeColor(s, '#0b75c9').themeColor).toBe('#0b75c9')
    expect(() => setThemeColor(s, 'red; background:url(x)')).toThrow("Theme colour 'red; background:url(x)' must be a hex colour")
    expect(openContextMenu(s, { x: 1, y: 2, elementId: 'a' }).contextMenu).toEqual({ x: 1, y: 2, elementId: 'a' })
  })
})
