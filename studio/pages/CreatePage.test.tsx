// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { CreatePage } from './CreatePage.tsx'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())

const site = { id: 'playaresorts', slug: 'playaresorts', name: 'Playa Resorts', hosts: ['playaresorts.localhost'], layout: 'playaresorts', isDefault: true }

it('offers "Create and edit" only once the sites are there: an empty required site list would stop the form without a word', async () => {
  let answer!: () => void
  const sitesAnswered = new Promise<void>((resolve) => (answer = resolve))
  server.use(
    http.get('*/api/sites', async () => {
      await sitesAnswered
      await delay(0)
      return HttpResponse.json({ items: [site], total: 1 })
    }),
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CreatePage />
    </QueryClientProvider>,
  )
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Create and edit' })
  expect(button.disabled).toBe(true)
  answer()
  await waitFor(() => expect(button.disabled).toBe(false))
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Site' }).value).toBe('playaresorts')
})
