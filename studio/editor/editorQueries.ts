import type { QueryClient } from '@tanstack/react-query'
import { api } from '../api/client.ts'
import { signedIn } from '../auth/tokens.ts'

/** What the editor loads to open a page, shared by the route and the early start below. */
export const editorQueries = {
  page: (pageId: string) => ({ queryKey: ['page', pageId], queryFn: () => api.getPage(pageId), staleTime: Infinity, refetchOnWindowFocus: false }),
  sites: () => ({ queryKey: ['sites'], queryFn: api.listSites }),
  // The preview of another site's page shows that site's menu.
  mainMenus: () => ({ queryKey: ['menus', 'main'], queryFn: api.listMainMenus }),
}

/**
 * Opening /voix/studio?page=… directly: the page, the sites and the menus are asked for as the studio starts,
 * alongside the sign-in check rather than after it.
 */
export function startEditorQueries(client: QueryClient, location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const pageId = new URLSearchParams(location.search).get('page')
  if (location.pathname.replace(/\/$/, '') !== '/voix/studio' || !pageId || !signedIn()) return
  void client.prefetchQuery(editorQueries.page(pageId))
  void client.prefetchQuery(editorQueries.sites())
  void client.prefetchQuery(editorQueries.mainMenus())
}
