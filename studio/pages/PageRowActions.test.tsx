// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Shell } from '../shell/Shell.tsx'
import { PageRowActions } from './PageRowActions.tsx'

const server = setupServer()
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  document.cookie = 'voix-signed-in=1; path=/'
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())

const page = { id: 'p1', site_id: 'playaresorts', path: '/spa', locale: 'en', title: 'Spa', version: 3, published: true, published_version_id: 'v1', source_page_id: null, source_version: null, updated_at: '2026-11-20T10:00:00.000Z', author: null }

function mountAs(role: string) {
  server.use(http.get('*/api/auth/me', () => HttpResponse.json({ id: 'u', email: 'u@x.example', name: 'U', role, sites: [] })))
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Shell>
        <PageRowActions page={page} onDone={() => undefined} />
      </Shell>
    </QueryClientProvider>,
  )
}

describe('what a role sees of the page administration', () => {
  it('an editor may copy, translate, unpublish and delete, but sees no caches', async () => {
    mountAs('editor')
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy()
    for (const name of ['History', 'Copy', 'Translate']) expect(screen.getByRole('link', { name })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Caches' })).toBeNull()
  })

  it('a reviewer only reads the history', async () => {
    mountAs('reviewer')
    expect(await screen.findByRole('link', { name: 'U' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'History' })).toBeTruthy()
    for (const name of ['Copy', 'Translate']) expect(screen.queryByRole('link', { name })).toBeNull()
    for (const name of ['Unpublish', 'Delete']) expect(screen.queryByRole('button', { name })).toBeNull()
  })

  it('an admin sees the caches', async () => {
    mountAs('admin')
    expect(await screen.findByRole('link', { name: 'Caches' })).toBeTruthy()
  })
})
