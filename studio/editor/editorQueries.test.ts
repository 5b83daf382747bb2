// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startEditorQueries } from './editorQueries.ts'

afterEach(() => {
  document.cookie = 'voix-signed-in=; max-age=0; path=/'
})

describe('startEditorQueries', () => {
  it('asks for the page, the sites and the menus as the studio starts on an editor address', () => {
    document.cookie = 'voix-signed-in=1; path=/'
    const client = new QueryClient()
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue()
    startEditorQueries(client, { pathname: '/voix/studio', search: '?page=p1' })
    expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toEqual([['page', 'p1'], ['sites'], ['menus', 'main']])
  })
  it('asks for nothing elsewhere, without a page, or when not signed in', () => {
    const client = new QueryClient()
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue()
    startEditorQueries(client, { pathname: '/voix/studio', search: '?page=p1' })
    document.cookie = 'voix-signed-in=1; path=/'
    startEditorQueries(client, { pathname: '/voix/pages', search: '?page=p1' })
    startEditorQueries(client, { pathname: '/voix/studio', search: '' })
    expect(prefetch).not.toHaveBeenCalled()
  })
})
