// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { pageWith, slice } from '../../../catalogue/model/testing.ts'
import { EditorContext } from '../EditorContext.ts'
import { createPageStore } from '../store/createPageStore.ts'
import { SaveBar } from './SaveBar.tsx'

const saves: { ifMatch: string | null; title: string }[] = []
// The pre-publish checks of the saved page run when it opens: nothing found unless a test says otherwise.
// The page as stored, which the bar checks for someone else's save and for what is live: unpublished, as opened.
const server = setupServer(
  http.get('*/api/pages/:id/checks', () => HttpResponse.json({ path: '/', problems: [] })),
  // An admin has made broken links stop a publish.
  http.get('*/api/settings/publish-checks', () => HttpResponse.json({ blockBrokenLinks: false, blocking: ['broken-link'], imageBudgetKb: 300, version: 1 })),
  http.get('*/api/pages/:id', () => HttpResponse.json({ ...pageWith([slice('a', { component: 'GlobalIntro' })]), site_id: 'playaresorts', version: 3, published_version_id: null })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  saves.length = 0
})
afterAll(() => server.close())

function mount() {
  const store = createPageStore(pageWith([slice('a', { component: 'GlobalIntro' })]), 3)
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EditorContext.Provider value={store}>
        <SaveBar />
      </EditorContext.Provider>
    </QueryClientProvider>,
  )
  return store
}

describe('SaveBar', () => {
  it('shows the page’s problems before publishing, each block by its label, and selects the block', async () => {
    server.use(
      http.get('*/api/pages/:id/checks', () =>
        HttpResponse.json({ path: '/', problems: [{ kind: 'broken-link', element: 'a', block: 'a', href: '/gone', message: 'The link to /gone leads nowhere.' }] }),
      ),
    )
    const store = mount()
    const item = await screen.findByText(/The link to \/gone leads nowhere\./)
    await waitFor(() => expect(item.textContent).toBe('Link leads nowhere (stops publishing) in Intro: The link to /gone leads nowhere.'))
    expect(screen.getByText('1 problem to fix')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Intro' }))
    expect(store.getState().admin.selectedElements).toEqual(['a'])
  })

  it('checks the saved page where it is stored, and sends the page only when it has unsaved changes', async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/pages/:id/checks', () => {
        asked.push('saved')
        return HttpResponse.json({ path: '/', problems: [] })
      }),
      http.post('*/api/pages/:id/checks', async ({ request }) => {
        asked.push(`sent: ${((await request.json()) as { title: string }).title}`)
        return HttpResponse.json({ path: '/', problems: [] })
      }),
    )
    const store = mount()
    // Not "No problems found" before the page has been checked.
    expect(screen.getByText('Checking the page…')).toBeTruthy()
    expect(await screen.findByText('No problems found')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }))
    await waitFor(() => expect(asked).toEqual(['saved', 'saved']))
    // A change is checked by itself once the editor pauses, as it is on screen: no click needed.
    act(() => void store.getState().edit('setPageMeta', { title: 'Not saved yet' }))
    await waitFor(() => expect(asked).toEqual(['saved', 'saved', 'sent: Not saved yet']), { timeout: 5000 })
  })

  it('saves a draft with If-Match and is clean afterwards', async () => {
    server.use(
      http.put('*/api/pages/:id', async ({ request }) => {
        saves.push({ ifMatch: request.headers.get('If-Match'), title: ((await request.json()) as { title: string }).title })
        return HttpResponse.json({ version: 4 })
      }),
    )
    const store = mount()
    act(() => void store.getState().edit('setPageMeta', { title: 'Mine' }))
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Save draft: done (version 4)')).toBeTruthy()
    expect(saves).toEqual([{ ifMatch: '"3"', title: 'Mine' }])
    expect(store.getState().savedVersion).toBe(4)
    expect(screen.getByText('All changes saved')).toBeTruthy()
  })

  it('saves a draft on Ctrl+S, and says what each save button does', async () => {
    server.use(
      http.put('*/api/pages/:id', async ({ request }) => {
        saves.push({ ifMatch: request.headers.get('If-Match'), title: ((await request.json()) as { title: string }).title })
        return HttpResponse.json({ version: 4 })
      }),
    )
    const store = mount()
    act(() => void store.getState().edit('setPageMeta', { title: 'By keyboard' }))
    const press = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true })
    act(() => void window.dispatchEvent(press))
    expect(press.defaultPrevented).toBe(true)
    expect(await screen.findByText('Save draft: done (version 4)')).toBeTruthy()
    expect(saves).toEqual([{ ifMatch: '"3"', title: 'By keyboard' }])
    expect(screen.getByRole('button', { name: 'Quick save and publish' }).title).toBe('Puts your changes live at once, without naming the version')
  })

  it('on 412 shows their change, and merging then saving sends their version', async () => {
    const theirs = { ...pageWith([slice('a', { component: 'GlobalIntro' })]), description: 'Their words', version: 7 }
    server.use(
      http.put('*/api/pages/:id', async ({ request }) => {
        const body = (await request.json()) as { title: string }
        saves.push({ ifMatch: request.headers.get('If-Match'), title: body.title })
        if (request.headers.get('If-Match') === '"3"') return HttpResponse.json({ error: 'The page changed since version 3', current: theirs }, { status: 412 })
        return HttpResponse.json({ version: 8 })
      }),
    )
    const store = mount()
    act(() => void store.getState().edit('setPageMeta', { title: 'Mine' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain("Description: '' → 'Their words'")
    expect(store.getState().savedVersion).toBe(3)
    act(() => void fireEvent.click(screen.getByRole('button', { name: /^Merge/ })))
    expect(store.getState().history.present).toMatchObject({ title: 'Mine', description: 'Their words' })
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Save draft: done (version 8)')).toBeTruthy()
    expect(saves.map((s) => s.ifMatch)).toEqual(['"3"', '"7"'])
  })

  it('names what the API refused and keeps the edits', async () => {
    // The body the API sends for a refused field (content-api/http/ApiError.ts `invalid`): the sentence already names it.
    const refused = { error: 'The body is not valid: title: must not be empty', issues: [{ path: 'title', message: 'must not be empty' }] }
    server.use(http.put('*/api/pages/:id', () => HttpResponse.json(refused, { status: 400 })))
    const store = mount()
    act(() => void store.getState().edit('setPageMeta', { title: '' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    const shown = await screen.findByText(/^Not saved:/)
    // Where, in the editor's words; the message itself is shown once, next to the field (PageSettings).
    expect(shown.textContent).toBe('Not saved: one thing needs fixing, shown next to it.')
    const alert = shown.closest('[role=alert]')!
    expect(alert.querySelector('.savebar__where')!.textContent).toBe('Page › TitleShow')
    // Not the server's own sentence: it speaks of paths, and the problem is already named where it is.
    expect(alert.querySelector('details')).toBeNull()
    expect(store.getState().history.present.title).toBe('')
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
  })

  it('says when the page is not live, what the copy changes of the live page, and when someone else has saved it', async () => {
    mount()
    expect(await screen.findByText(/^Not live: visitors get/)).toBeTruthy()
    cleanup()
    const opened = pageWith([slice('a', { component: 'GlobalIntro' })])
    server.use(
      http.get('*/api/pages/:id', () => HttpResponse.json({ ...opened, site_id: 'playaresorts', version: 5, published_version_id: 'v1' })),
      http.get('*/api/pages/:id/published', () => HttpResponse.json({ ...opened, title: 'The live title' })),
    )
    mount()
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else saved this page (version 5) after you opened it. What you see is version 3')
    const diff = await screen.findByText(/^Differs from the live page: 1 change/)
    expect(diff.closest('details')!.textContent).toContain(`Title: “The live title” → “${opened.title}”`)
  })
})
