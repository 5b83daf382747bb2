// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { MediaBrowser } from './MediaBrowser.tsx'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())

const hash = 'a'.repeat(64)

describe('MediaBrowser', () => {
  it('uploads a file for signed-in travel agents only when the editor ticks it', async () => {
    const asked: URLSearchParams[] = []
    server.use(
      http.get('*/api/media', () => HttpResponse.json({ items: [], total: 0, limit: 24, offset: 0 })),
      http.get('*/api/sites', () => HttpResponse.json({ items: [], total: 0, limit: 200, offset: 0 })),
      http.post('*/api/media', ({ request }) => {
        const query = new URL(request.url).searchParams
        asked.push(query)
        const agents = query.get('access') === 'agents'
        return HttpResponse.json(
          { id: hash, name: query.get('name'), type: 'application/pdf', bytes: 9, alt: '', url: agents ? `/agent-files/${hash}.pdf` : `/media/${hash}.pdf`, ...(agents ? { access: 'agents' } : {}), version: 1, created_at: '2026-11-28T10:00:00.000Z', updated_at: '2026-11-28T10:00:00.000Z' },
          { status: 201 },
        )
      }),
    )
    const onSelect = vi.fn()
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MediaBrowser onSelect={onSelect} />
      </QueryClientProvider>,
    )
    const file = () => new File(['%PDF-1.4'], 'rates.pdf', { type: 'application/pdf' })
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!
    fireEvent.change(input, { target: { files: [file()] } })
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1))
    expect(asked[0]!.get('access')).toBe('public')
    fireEvent.click(screen.getByRole('checkbox', { name: 'For signed-in travel agents only' }))
    fireEvent.change(input, { target: { files: [file()] } })
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(2))
    expect(asked[1]!.get('access')).toBe('agents')
    expect(onSelect.mock.calls[1]![0]).toMatchObject({ access: 'agents', url: `/agent-files/${hash}.pdf` })
  })
})
