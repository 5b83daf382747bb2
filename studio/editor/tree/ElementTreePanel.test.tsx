// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageWith, slice } from '../../../catalogue/model/testing.ts'
import { EditorContext } from '../EditorContext.ts'
import { createPageStore } from '../store/createPageStore.ts'
import { ElementTreePanel } from './ElementTreePanel.tsx'

// Counts the rows' renders: every row calls useSortable once per render.
const renders = vi.hoisted(() => ({ count: 0 }))
vi.mock('@dnd-kit/sortable', async (original) => {
  const real = await original<typeof import('@dnd-kit/sortable')>()
  return { ...real, useSortable: (...args: Parameters<typeof real.useSortable>) => (renders.count++, real.useSortable(...args)) }
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** The tree of a page of `count` intro blocks, e0 to e{count-1}; returns the page's store. */
function renderPanel(count: number) {
  const store = createPageStore(pageWith(Array.from({ length: count }, (_, i) => slice(`e${i}`, { component: 'GlobalIntro' }))), 1)
  render(
    <EditorContext.Provider value={store}>
      <ElementTreePanel />
    </EditorContext.Provider>,
  )
  return store
}

/** jsdom lays nothing out: the tree's scroller is given a screen's height, and each row a line's. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-index') ? 30 : 0
  })
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('tree__scroll') ? 600 : 0
  })
}

describe('ElementTreePanel', () => {
  it('re-renders only the edited row when a field changes on a big page', () => {
    const store = renderPanel(200)
    act(() => store.getState().selectElements(['e100']))
    renders.count = 0
    act(() => void store.getState().edit('setValue', 'e100', 'title', 'Typed'))
    expect(renders.count).toBeLessThanOrEqual(2)
    renders.count = 0
    act(() => void store.getState().edit('setValue', 'e100', 'title', 'Typed more'))
    expect(renders.count).toBeLessThanOrEqual(2)
  })
  it('renders the rows in view, not the whole page, and keeps the selected row rendered', () => {
    layOut()
    const store = renderPanel(500)
    const shown = () => [...document.querySelectorAll('[role="treeitem"]')]
    expect(shown().length).toBeGreaterThan(0)
    expect(shown().length).toBeLessThan(60)
    // Each row still tells where it stands in the whole page.
    expect(shown()[0]!.getAttribute('aria-setsize')).toBe('500')
    act(() => store.getState().selectElements(['e420']))
    expect(shown().some((li) => li.getAttribute('aria-posinset') === '421' && li.getAttribute('aria-selected') === 'true')).toBe(true)
  })
  it('selects several blocks: Ctrl+click adds or takes one out, Shift+click and Shift+↓ select a run', async () => {
    layOut()
    // The row keeps the focus after a key (found by CSS.escape, which jsdom lacks).
    vi.stubGlobal('CSS', { escape: (s: string) => s })
    const store = renderPanel(5)
    const row = (id: string) => screen.getByTestId(`tree-${id}`)
    fireEvent.click(row('e1'))
    fireEvent.click(row('e3'), { ctrlKey: true })
    expect(store.getState().admin.selectedElements).toEqual(['e1', 'e3'])
    fireEvent.click(row('e3'), { metaKey: true })
    expect(store.getState().admin.selectedElements).toEqual(['e1'])
    fireEvent.click(row('e3'), { shiftKey: true })
    expect(store.getState().admin.selectedElements).toEqual(['e1', 'e2', 'e3'])
    fireEvent.keyDown(row('e3'), { key: 'ArrowDown', shiftKey: true })
    expect(store.getState().admin.selectedElements).toEqual(['e1', 'e2', 'e3', 'e4'])
    await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))))
    expect(document.activeElement).toBe(row('e4'))
    fireEvent.click(row('e0'))
    expect(store.getState().admin.selectedElements).toEqual(['e0'])
  })
})
