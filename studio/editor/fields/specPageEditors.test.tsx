// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { Page } from '../../../catalogue/model/page.ts'
import { pageWith } from '../../../catalogue/model/testing.ts'
import { EditorContext } from '../EditorContext.ts'
import { createPageStore, type PageStore } from '../store/createPageStore.ts'
import { PageSettings } from './PageSettings.tsx'
import { schemaLeaves } from './schemaLeaves.ts'

afterEach(cleanup)

/**
 * Where each setting of a page (platform.md §3, "Page") is edited in the studio. A setting the schema gains fails
 * this test until it is given an editor here. `control` finds it in the page's settings panel.
 */
const pageEditors: Record<string, { where: string; control?: () => HTMLElement }> = {
  id: { where: 'made by the studio for every new page; never typed' },
  site_id: { where: 'the new page screen (Site), and Copy to another site' },
  locale: { where: 'the new page screen, and Translate (the language of the copy)' },
  path: { where: 'page settings', control: () => screen.getByRole('textbox', { name: 'Path' }) },
  title: { where: 'page settings', control: () => screen.getByRole('textbox', { name: 'Title' }) },
  description: { where: 'page settings', control: () => screen.getByRole('textbox', { name: 'Description' }) },
  layout: { where: 'page settings', control: () => screen.getByRole('combobox', { name: 'Layout' }) },
  elements: { where: 'the element tree: add, move, nest, delete' },
  fields: { where: 'page settings: Page fields', control: () => screen.getByRole('button', { name: 'Add a page field' }) },
  tags: { where: 'page settings', control: () => screen.getByRole('textbox', { name: /^Page tags/ }) },
  access: { where: 'page settings', control: () => screen.getByRole('checkbox', { name: /Only for signed-in travel agents/ }) },
  head: { where: 'page settings: Tags in the page’s head', control: () => screen.getByRole('button', { name: 'Add a head tag' }) },
  'seo.title': { where: 'page settings: Search and social', control: () => screen.getByRole('group', { name: 'Search and social' }) },
  'seo.canonical': { where: 'page settings: Search and social', control: () => screen.getByRole('textbox', { name: 'Canonical link' }) },
  'seo.noindex': { where: 'page settings: Search and social', control: () => screen.getByRole('group', { name: 'Search and social' }) },
  'seo.image': { where: 'page settings: Search and social', control: () => screen.getByRole('textbox', { name: 'Social image' }) },
  'review.status': { where: 'the review panel: the verdict buttons' },
  'review.annotations': { where: 'the review panel: notes on the preview, by screen size' },
  'current_release.id': { where: 'the editor bar: Add to release (set by the server from the open release holding the page)' },
  'current_release.name': { where: 'the editor bar: the release badge (set by the server)' },
  'current_release.status': { where: 'the editor bar: the release badge (set by the server)' },
}

function mount(): PageStore {
  const store = createPageStore(pageWith([]), 1)
  const client = new QueryClient()
  render(
    <QueryClientProvider client={client}>
      <EditorContext.Provider value={store}>
        <PageSettings />
      </EditorContext.Provider>
    </QueryClientProvider>,
  )
  return store
}

describe('every page setting of the spec has an editor', () => {
  it('walks the page schema: each setting is placed, and those of the page settings are on screen', () => {
    expect(schemaLeaves(Page, ['fields', 'head', 'elements']).sort()).toEqual(Object.keys(pageEditors).sort())
    mount()
    for (const [path, { control }] of Object.entries(pageEditors)) if (control) expect(control(), path).toBeTruthy()
  })

  it('edits the page’s own fields: name, kind, on or off, value', () => {
    const store = mount()
    fireEvent.click(screen.getByRole('button', { name: 'Add a page field' }))
    const row = screen.getByRole('group', { name: 'Page field 1' })
    expect(within(row).getByRole('alert').textContent).toBe('Page field 1: give it a name.')
    fireEvent.change(within(row).getByRole('textbox', { name: 'Name' }), { target: { value: 'Campaign code' } })
    fireEvent.change(within(row).getByRole('textbox', { name: 'Value' }), { target: { value: 'SUMMER26' } })
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Used on the page' }))
    const [field] = store.getState().history.present.fields
    expect(field).toMatchObject({ name: 'Campaign code', type: 'text', enabled: false, value: 'SUMMER26', media: [] })
    expect(Page.safeParse(store.getState().history.present).success).toBe(true)
    fireEvent.change(within(row).getByRole('combobox', { name: 'Kind' }), { target: { value: 'checkbox' } })
    expect(store.getState().history.present.fields[0]).toMatchObject({ type: 'checkbox', value: undefined })
    fireEvent.click(within(row).getByRole('button', { name: 'Remove page field 1' }))
    expect(store.getState().history.present.fields).toEqual([])
  })

  it('edits the page’s head tags, keeping a tag out of the page until it passes the allowlist', () => {
    const store = mount()
    fireEvent.click(screen.getByRole('button', { name: 'Add a head tag' }))
    const tag = screen.getByRole('group', { name: 'Head tag 1' })
    fireEvent.change(within(tag).getByRole('textbox', { name: 'Attribute 1 value' }), { target: { value: 'google-site-verification' } })
    fireEvent.change(within(tag).getByRole('textbox', { name: 'Attribute 2 value' }), { target: { value: 'abc123' } })
    expect(store.getState().history.present.head).toEqual([{ tag: 'meta', attrs: { name: 'google-site-verification', content: 'abc123' } }])
    // A page's own head takes no script (only admins add scripts, as head tag records).
    expect(within(within(tag).getByRole('combobox', { name: 'Tag' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['meta', 'link'])
    // A hostile attribute is said, and kept out of the page.
    fireEvent.change(within(tag).getByRole('textbox', { name: 'Attribute 1 name' }), { target: { value: 'onload' } })
    expect(within(tag).getByRole('alert').textContent).toMatch(/^Head tag 1: .*onload.*It is not saved until this is fixed\.$/)
    expect(store.getState().history.present.head).toEqual([{ tag: 'meta', attrs: { name: 'google-site-verification', content: 'abc123' } }])
  })
})
