// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FormSubmissions } from './FormSubmissions.tsx'

const asked: URLSearchParams[] = []
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  asked.length = 0
})
afterAll(() => server.close())

const submission = (n: number, form = 'sign-up') => ({
  id: `s${n}`,
  form,
  site_id: 'playaresorts',
  page: `/page-${n}`,
  data: { email: `guest${n}@example.com`, consent: true },
  created_at: '2026-11-20T10:00:00.000Z',
})

function mount() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FormSubmissions />
    </QueryClientProvider>,
  )
}

describe('FormSubmissions', () => {
  it('lists the submissions with their fields, filters by form and pages through them', async () => {
    server.use(
      http.get('*/api/forms/submissions', ({ request }) => {
        const query = new URL(request.url).searchParams
        asked.push(query)
        const offset = Number(query.get('offset'))
        const form = query.get('form') ?? undefined
        return HttpResponse.json({ items: [submission(offset + 1, form)], total: 51, limit: 50, offset })
      }),
    )
    mount()
    expect(await screen.findByText('guest1@example.com')).toBeTruthy()
    expect(screen.getByText('playaresorts /page-1')).toBeTruthy()
    expect(screen.getByText('true')).toBeTruthy()
    expect(screen.getByText(/of 51/)).toBeTruthy()
    expect(asked[0]!.get('form')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Older' }))
    expect(await screen.findByText('guest51@example.com')).toBeTruthy()
    expect(asked.at(-1)!.get('offset')).toBe('50')
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.change(screen.getByRole('combobox', { name: 'Form' }), { target: { value: 'id-verification' } })
    expect(await screen.findByText('id-verification')).toBeTruthy()
    expect(asked.at(-1)!.get('form')).toBe('id-verification')
    expect(asked.at(-1)!.get('offset')).toBe('0')
  })

  it('says why when the API refuses (only admins may read submissions)', async () => {
    server.use(http.get('*/api/forms/submissions', () => HttpResponse.json({ error: 'Only admins may do this' }, { status: 403 })))
    mount()
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the submissions: Only admins may do this')
  })

  it('says when there are none', async () => {
    server.use(http.get('*/api/forms/submissions', () => HttpResponse.json({ items: [], total: 0, limit: 50, offset: 0 })))
    mount()
    expect(await screen.findByText('No submissions yet.')).toBeTruthy()
  })
})
