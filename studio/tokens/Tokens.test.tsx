// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Tokens } from './Tokens.tsx'
import type { ApiToken } from './tokensApi.ts'

const server = setupServer()
const sent: { method: string; path: string; body: unknown }[] = []
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  sent.length = 0
})
afterAll(() => server.close())

const future = new Date(Date.now() + 30 * 86_400_000).toISOString()
const token: ApiToken = { id: 'tok-1', name: 'Nightly pipeline', scope: 'read', created_by: 'admin@test.example', created_at: '2026-11-20T10:00:00.000Z', expires_at: future, last_used_at: null, revoked_at: null }

function mount() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Tokens />
    </QueryClientProvider>,
  )
}

describe('Tokens', () => {
  it('makes a token with a scope in plain words, shows its value once, and names a bad field by its label', async () => {
    let refuse = true
    const items: ApiToken[] = []
    server.use(
      http.get('*/api/tokens', () => HttpResponse.json({ items, total: items.length, limit: 200, offset: 0 })),
      http.post('*/api/tokens', async ({ request }) => {
        sent.push({ method: 'POST', path: 'tokens', body: await request.json() })
        if (refuse) return HttpResponse.json({ error: 'The body is not valid: name: must be at most 100 characters', issues: [{ path: 'name', message: 'must be at most 100 characters' }] }, { status: 400 })
        items.push(token)
        return HttpResponse.json({ ...token, token: 'voix_shown-once' }, { status: 201 })
      }),
    )
    mount()
    expect(await screen.findByText('No tokens yet.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nightly pipeline' } })
    fireEvent.click(screen.getByLabelText(/Read and publish/))
    fireEvent.change(screen.getByLabelText('Expires after'), { target: { value: '30' } })
    fireEvent.click(screen.getByRole('button', { name: 'Make token' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Could not make the token. Name: must be at most 100 characters')
    expect(sent[0]!.body).toEqual({ name: 'Nightly pipeline', scope: 'publish', expiresInDays: 30 })
    refuse = false
    fireEvent.click(screen.getByRole('button', { name: 'Make token' }))
    expect((await screen.findByRole('status', { name: 'New token' })).textContent).toContain('voix_shown-once')
    const row = (await screen.findByText('Nightly pipeline', { selector: 'td' })).closest('tr')!
    expect(within(row).getByText('Read only')).toBeTruthy()
    expect(within(row).getByText('Never used')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByText('voix_shown-once')).toBeNull()
    expect(document.body.textContent).not.toContain('tok-1')
  })

  it('revokes only after asking, and keeps the token when the person changes their mind', async () => {
    let current: ApiToken = { ...token, last_used_at: '2026-11-21T08:00:00.000Z' }
    server.use(
      http.get('*/api/tokens', () => HttpResponse.json({ items: [current], total: 1, limit: 200, offset: 0 })),
      http.delete('*/api/tokens/tok-1', () => {
        sent.push({ method: 'DELETE', path: 'tok-1', body: null })
        current = { ...current, revoked_at: new Date().toISOString() }
        return HttpResponse.json(current)
      }),
    )
    mount()
    const row = (await screen.findByText('Nightly pipeline')).closest('tr')!
    expect(within(row).getByText(new Date('2026-11-21T08:00:00.000Z').toLocaleString())).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep it' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(sent).toEqual([])
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke token' }))
    expect(await screen.findByText(/^Revoked /)).toBeTruthy()
    expect(sent).toEqual([{ method: 'DELETE', path: 'tok-1', body: null }])
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull()
  })
})
