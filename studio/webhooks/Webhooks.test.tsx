// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Webhooks } from './Webhooks.tsx'

const server = setupServer()
const sent: { method: string; path: string; body: unknown }[] = []
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  sent.length = 0
})
afterAll(() => server.close())

const hook = { id: 'wh1', name: 'CDN purge', url: 'https://hooks.example.com/voix', events: ['build.live', 'build.failed'], created_by: 'admin@test.example', created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z' }
const delivery = {
  id: 'd1',
  webhook_id: 'wh1',
  event: 'build.live',
  status: 'delivered',
  payload: { event: 'build.live' },
  attempts: [
    { at: '2026-11-20T10:01:00.000Z', status: 500, response: 'receiver broke', error: null, ms: 12 },
    { at: '2026-11-20T10:01:01.000Z', status: 200, response: 'thanks', error: null, ms: 9 },
  ],
  next_attempt_at: null,
  created_at: '2026-11-20T10:01:00.000Z',
  updated_at: '2026-11-20T10:01:01.000Z',
}

function mount() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Webhooks />
    </QueryClientProvider>,
  )
}

describe('Webhooks', () => {
  it('lists the webhooks, shows a delivery with its attempts and answers, and sends it again', async () => {
    server.use(
      http.get('*/api/webhooks', () => HttpResponse.json({ items: [hook], total: 1, limit: 200, offset: 0 })),
      http.get('*/api/webhooks/wh1/deliveries', () => HttpResponse.json({ items: [delivery], total: 1, limit: 20, offset: 0 })),
      http.post('*/api/webhooks/deliveries/d1/resend', () => {
        sent.push({ method: 'POST', path: 'resend', body: null })
        return HttpResponse.json({ ...delivery, status: 'pending' }, { status: 202 })
      }),
    )
    mount()
    const row = (await screen.findByText('CDN purge')).closest('tr')!
    expect(within(row).getByText('A build goes live, A build fails')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Deliveries' }))
    const list = await screen.findByRole('region', { name: 'Deliveries of CDN purge' })
    expect(await within(list).findByText('Delivered (2 attempts)')).toBeTruthy()
    expect(within(list).getByText(/answered 500/)).toBeTruthy()
    expect(within(list).getByText('receiver broke')).toBeTruthy()
    expect(list.textContent).not.toContain('d1')
    fireEvent.click(within(list).getByRole('button', { name: 'Send again' }))
    await screen.findByText('Delivered (2 attempts)')
    await new Promise((r) => setTimeout(r, 50))
    expect(sent).toEqual([{ method: 'POST', path: 'resend', body: null }])
  })

  it('adds a webhook and shows its secret once; a refusal names the field by its label', async () => {
    let refuse = true
    server.use(
      http.get('*/api/webhooks', () => HttpResponse.json({ items: [], total: 0, limit: 200, offset: 0 })),
      http.post('*/api/webhooks', async ({ request }) => {
        sent.push({ method: 'POST', path: 'webhooks', body: await request.json() })
        if (refuse) return HttpResponse.json({ error: 'The body is not valid: url: must start with https:// or http://', issues: [{ path: 'url', message: 'must start with https:// or http://' }] }, { status: 400 })
        return HttpResponse.json({ ...hook, secret: 'whsec_shown-once' }, { status: 201 })
      }),
    )
    mount()
    expect(await screen.findByText('No webhooks yet.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'CDN purge' } })
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'https://hooks.example.com/voix' } })
    fireEvent.click(screen.getByLabelText('A build starts'))
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Could not add the webhook. Address: must start with https:// or http://')
    expect(sent[0]!.body).toEqual({ name: 'CDN purge', url: 'https://hooks.example.com/voix', events: ['build.live', 'build.failed', 'build.started'] })
    refuse = false
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }))
    expect((await screen.findByRole('status')).textContent).toContain('whsec_shown-once')
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByText('whsec_shown-once')).toBeNull()
  })
})
