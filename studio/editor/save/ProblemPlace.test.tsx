// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../../catalogue/blocks/newSliceFromBlock.ts'
import type { FixPlace } from '../../../catalogue/model/pageProblems.ts'
import { pageWith } from '../../../catalogue/model/testing.ts'
import { EditorContext } from '../EditorContext.ts'
import { createPageStore } from '../store/createPageStore.ts'
import { ProblemPlace } from './ProblemPlace.tsx'

afterEach(cleanup)

const image = newSliceFromBlock('GlobalImage', { image: { url: '/demo/pool.svg', alt: '' }, caption: 'The pool at dusk' })

function mount(fix: FixPlace) {
  const store = createPageStore(pageWith([image]), 1)
  render(
    <EditorContext.Provider value={store}>
      <ProblemPlace fix={fix} />
    </EditorContext.Provider>,
  )
  return store
}

describe('where a pre-publish problem is fixed', () => {
  it('names a block’s field by its label and selects the block', () => {
    const store = mount({ at: 'field', element: image.id, field: 'image' })
    fireEvent.click(screen.getByRole('button', { name: 'Fix in the field “Image”' }))
    expect(store.getState().admin.selectedElements).toEqual([image.id])
  })

  it('names a record and its field as its form does, and opens the form at that field', () => {
    mount({ at: 'record', collection: 'specials', id: 'summer-swim-up', name: 'Summer swim-up sale', key: 'imageAlt' })
    const link = screen.getByRole('link', { name: 'Fix in the special “Summer swim-up sale”, field “Image” (opens in a new tab)' })
    expect(link.getAttribute('href')).toBe('/voix/specials/edit/summer-swim-up?field=image')
  })

  it('opens the menu of a menu item’s problem at its items', () => {
    mount({ at: 'record', collection: 'menus', id: 'menu-main', name: 'main', key: 'items' })
    expect(screen.getByRole('link', { name: 'Fix in the menu “main”, field “Items” (opens in a new tab)' }).getAttribute('href')).toBe('/voix/menus/edit/menu-main?field=items')
  })

  it('opens an upload in the media library', () => {
    mount({ at: 'media', id: 'a'.repeat(64) })
    expect(screen.getByRole('link', { name: 'Open the file in the media library (new tab)' }).getAttribute('href')).toBe(`/voix/media?file=${'a'.repeat(64)}`)
  })

  it('says nothing of a block removed since the check', () => {
    const { container } = render(
      <EditorContext.Provider value={createPageStore(pageWith([]), 1)}>
        <ProblemPlace fix={{ at: 'field', element: image.id, field: 'image' }} />
      </EditorContext.Provider>,
    )
    expect(container.textContent).toBe('')
  })
})
