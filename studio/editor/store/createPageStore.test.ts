import { describe, expect, it } from 'vitest'
import { pageWith, slice } from '../../../catalogue/model/testing.ts'
import { createPageStore, isDirty } from './createPageStore.ts'
import { editActions } from './editActions.ts'

const start = () => createPageStore(pageWith([slice('a', { component: 'GlobalIntro' }), slice('b')]), 3)

describe('page store', () => {
  it('applies named edits, records undo steps and knows when the page is dirty', () => {
    const store = start()
    expect(isDirty(store.getState())).toBe(false)
    expect(store.getState().edit('duplicate', 'a')).toBe(true)
    expect(store.getState().history.present.elements).toHaveLength(3)
    expect(isDirty(store.getState())).toBe(true)
    store.getState().undo()
    expect(store.getState().history.present.elements).toHaveLength(2)
    expect(isDirty(store.getState())).toBe(false)
    store.getState().redo()
    expect(store.getState().history.present.elements).toHaveLength(3)
  })
  it('makes typing in one field one undo step', () => {
    const store = start()
    for (const value of ['W', 'We', 'Wel']) store.getState().edit('setValue', 'a', 'title', value)
    store.getState().undo()
    expect(store.getState().history.present.elements[0]!.fields).toEqual([])
  })
  it('refuses a bad edit with its reason and keeps the page', () => {
    const store = start()
    const before = store.getState().history.present
    expect(store.getState().edit('moveInto', 'a', 'a')).toBe(false)
    expect(store.getState().refused).toBe('A block cannot go inside itself')
    expect(store.getState().history.present).toBe(before)
    store.getState().edit('setEnabled', 'a', false)
    expect(store.getState().refused).toBeNull()
  })
  it('receives a remote page without an undo step, and is clean after saving', () => {
    const store = start()
    const remote = pageWith([slice('z')])
    store.getState().receive(remote)
    expect(store.getState().history).toMatchObject({ present: remote, past: [] })
    store.getState().markSaved(remote, 4)
    expect(isDirty(store.getState())).toBe(false)
    expect(store.getState().savedVersion).toBe(4)
  })
  it('replaces the whole copy as one undo step', () => {
    const store = start()
    const before = store.getState().history.present
    store.getState().replace(pageWith([slice('r')]))
    store.getState().undo()
    expect(store.getState().history.present).toBe(before)
  })
  it('wires every admin rule through the store', () => {
    const store = start()
    const s = () => store.getState()
    s().selectElements(['a'])
    s().selectField('a:title')
    s().selectGroup('a:Title')
    expect(s().admin).toMatchObject({ selectedField: null, selectedGroup: 'a:Title' })
    s().selectElements(['b'])
    expect(s().admin.selectedGroup).toBeNull()
    s().setFlag('reviewMode', true)
    s().setReleaseId('rel-1')
    s().setThemeColor('#123456')
    s().openContextMenu({ x: 1, y: 1, elementId: 'b' })
    s().setSavingElsewhere(true)
    expect(s()).toMatchObject({ savingElsewhere: true, admin: { reviewMode: true, releaseId: 'rel-1', themeColor: '#123456', contextMenu: { elementId: 'b' } } })
  })
  it('exposes every edit action by name', () => {
    const store = start()
    for (const name of Object.keys(editActions)) expect(typeof editActions[name as keyof typeof editActions]).toBe('function')
    expect(store.getState().edit('addBlock', 'GlobalImage')).toBe(true)
  })
})
