// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../../catalogue/blocks/newSliceFromBlock.ts'
import { Element } from '../../../catalogue/model/element.ts'
import { newGroup } from '../../../catalogue/model/newGroup.ts'
import { findElement } from '../../../catalogue/model/operations/index.ts'
import { pageWith } from '../../../catalogue/model/testing.ts'
import { EditorContext } from '../EditorContext.ts'
import { createPageStore, type PageStore } from '../store/createPageStore.ts'
import { ElementSettings } from './ElementSettings.tsx'
import { PageSettings } from './PageSettings.tsx'
import { schemaLeaves } from './schemaLeaves.ts'

afterEach(cleanup)

/**
 * Where each setting of an element (platform.md §3, "Element" and "Slice") is edited in the studio. A setting the
 * schema gains fails this test until it is given an editor here. `control` finds it in the rendered settings.
 */
const elementEditors: Record<string, { where: string; control?: (el: 'slice' | 'group') => HTMLElement | null }> = {
  id: { where: 'made by the studio for every new element; never typed' },
  type: { where: 'the query checkbox switches slice and query on blocks that show records as a list; groups are added as groups', control: (el) => (el === 'slice' ? screen.getByRole('checkbox', { name: /Show records from the database/ }) : null) },
  enabled: { where: 'element settings', control: () => screen.getByRole('checkbox', { name: 'Shown on the page' }) },
  slot: { where: 'element settings, when the parent block has slots (and by dragging in the tree)' },
  elements: { where: 'the element tree: add, move, nest, delete' },
  tags: { where: 'element settings', control: () => screen.getByRole('textbox', { name: /^Tags/ }) },
  conditions_settings: { where: 'element settings', control: () => screen.getByRole('button', { name: 'Add a condition' }) },
  model_query: { where: 'element settings (Records, At most) once the query checkbox is on' },
  'properties.dom_id': { where: 'element settings', control: () => screen.getByRole('textbox', { name: /^Anchor id/ }) },
  'properties.settings': { where: 'element settings: background and text colours', control: () => screen.getByText('Background colour') },
  fields: { where: 'the field panel, one editor per field kind' },
  'administration.permissions': { where: 'element settings', control: () => screen.getByRole('checkbox', { name: 'Editors' }) },
  'administration.gui.el': { where: 'element settings, for groups', control: (el) => (el === 'group' ? screen.getByRole('combobox', { name: /^Kind of section/ }) : null) },
  'administration.gui.hydration': { where: 'element settings: the one "Becomes interactive" choice', control: (el) => (el === 'slice' ? screen.getByRole('combobox', { name: 'Becomes interactive' }) : null) },
  component: { where: 'the block picker (add or replace a block)' },
  xp_status: { where: 'element settings', control: (el) => (el === 'slice' ? screen.getByRole('combobox', { name: 'Approval of this block' }) : null) },
  hydration_mode: { where: 'element settings', control: (el) => (el === 'slice' ? screen.getByRole('combobox', { name: 'Becomes interactive' }) : null) },
  label: { where: 'element settings', control: () => screen.getByRole('textbox', { name: 'Name in the tree' }) },
}

function mount(el: 'slice' | 'group', component = 'BlogsBlogList'): { store: PageStore; id: string } {
  const element = el === 'slice' ? newSliceFromBlock(component, { title: 'Welcome' }) : newGroup()
  const store = createPageStore(pageWith([element]), 1)
  const Host = () => <ElementSettings element={findElement(store.getState().history.present.elements, element.id)!.element} />
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <EditorContext.Provider value={store}>
        <Host />
      </EditorContext.Provider>
    </QueryClientProvider>,
  )
  store.subscribe(() => view.rerender(<QueryClientProvider client={new QueryClient()}><EditorContext.Provider value={store}><Host /></EditorContext.Provider></QueryClientProvider>))
  fireEvent.click(screen.getByText(/^More settings/))
  return { store, id: element.id }
}

describe('every element setting of the spec has an editor', () => {
  it('walks the element schema: each setting is placed, and those of element settings are on screen', () => {
    expect(schemaLeaves(Element, ['conditions_settings', 'model_query']).sort()).toEqual(Object.keys(elementEditors).sort())
    for (const kind of ['slice', 'group'] as const) {
      mount(kind)
      for (const [path, { control }] of Object.entries(elementEditors)) {
        if (!control) continue
        const found = control(kind)
        if (found !== null) expect(found, `${path} on a ${kind}`).toBeTruthy()
      }
      cleanup()
    }
  })

  it('offers a query only on a block that shows records as a list, with that block’s records', () => {
    const { store, id } = mount('slice')
    fireEvent.click(screen.getByRole('checkbox', { name: /Show records from the database \(posts\)/ }))
    expect(findElement(store.getState().history.present.elements, id)!.element.model_query).toMatchObject({ model: 'posts' })
    expect(screen.getByRole('combobox', { name: 'Records' }).textContent).toBe('Posts')
    cleanup()
    mount('slice', 'GlobalIntro')
    expect(screen.queryByRole('checkbox', { name: /Show records from the database/ })).toBeNull()
  })

  it('changes what it says: anchor, tags, a condition, roles, colours and interactivity', () => {
    const { store, id } = mount('slice')
    const el = () => findElement(store.getState().history.present.elements, id)!.element
    fireEvent.change(screen.getByRole('textbox', { name: /^Anchor id/ }), { target: { value: 'summer-offers' } })
    fireEvent.change(screen.getByRole('textbox', { name: /^Tags/ }), { target: { value: 'summer, family' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add a condition' }))
    const row = screen.getByRole('group', { name: 'Condition 1' })
    fireEvent.change(within(row).getByRole('textbox', { name: /What to test/ }), { target: { value: 'utm_source' } })
    fireEvent.change(within(row).getByRole('textbox', { name: 'Value' }), { target: { value: 'newsletter' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Editors' }))
    fireEvent.change(screen.getByRole('combobox', { name: 'Becomes interactive' }), { target: { value: 'visible' } })
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Background colour palette' })).getAllByRole('radio')[0]!)
    expect(el()).toMatchObject({
      tags: ['summer', 'family'],
      properties: { dom_id: 'summer-offers', settings: [{ key: 'background', value: expect.stringMatching(/^#/) }] },
      conditions_settings: { type: 'and', conditions: [{ key: 'utm_source', operator: 'equals', value: 'newsletter' }] },
      administration: { permissions: ['editor'] },
      hydration_mode: 'visible',
    })
    expect(Element.safeParse(el()).success).toBe(true)
    fireEvent.change(screen.getByRole('textbox', { name: /^Anchor id/ }), { target: { value: '9 bad' } })
    expect(screen.getByRole('alert').textContent).toContain('Anchor id must start with a letter')
    expect(el().properties.dom_id).toBe('summer-offers')
  })

  it('edits the page’s tags with its other settings', () => {
    const store = createPageStore(pageWith([]), 1)
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EditorContext.Provider value={store}>
          <PageSettings />
        </EditorContext.Provider>
      </QueryClientProvider>,
    )
    fireEvent.change(screen.getByRole('textbox', { name: /^Page tags/ }), { target: { value: 'weddings, beach' } })
    expect(store.getState().history.present.tags).toEqual(['weddings', 'beach'])
  })
})
