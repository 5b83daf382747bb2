// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
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
    // jsdom lays nothing out: the tree's scroller is given a screen's height, and each row a line's.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-index') ? 30 : 0
    })
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('tree__scroll') ? 600 : 0
    })
    const store = renderPanel(500)
    const shown = () => [...document.querySelectorAll('[role="treeitem"]')]
    expect(shown().length).toBeGreaterThan(0)
    expect(shown().length).toBeLessThan(60)
    // Each row still tells where it stands in the whole page.
    expect(shown()[0]!.getAttribute('aria-setsize')).toBe('500')
    act(() => store.getState().selectElements(['e420']))
    expect(shown().some((li) => li.getAttribute('aria-posinset') === '421' && li.getAttribute('aria-selected') === 'true')).toBe(true)
  })
})
