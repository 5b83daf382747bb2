import { request } from '../../api/http.ts'
import type { PageSummary, StoredPage } from '../../api/client.ts'

/** A page as the list answers it, with the translation bookkeeping (content-api/README.md, "Pages and publishing"). */
export type PageRow = PageSummary

const enc = encodeURIComponent

export const translationsApi = {
  /** Pages that are not translations: what can be translated. */
  sources: () => request<{ items: PageRow[] }>('/pages?limit=500&sort=path').then((r) => r.items.filter((p) => !p.source_page_id)),
  translationsOf: (id: string) => request<{ items: PageRow[] }>(`/pages?limit=500&sort=locale&source_page_id=${enc(id)}`).then((r) => r.items),
  translate: (id: string, body: { locale: string; path: string; title: string }) => request<StoredPage>(`/pages/${enc(id)}/translations`, { method: 'POST', body }),
  markUpToDate: (id: string, version: number) => request<{ version: number; source_version: number }>(`/pages/${enc(id)}/mark-up-to-date`, { method: 'POST', body: {}, version }),
}

/** Whether a translation matches its source as it is now; `made` is the source version it matches. */
export function translationState(translation: PageRow, source: PageRow): { upToDate: boolean; made: number | null } {
  return { upToDate: translation.source_version !== null && translation.source_version >= source.version, made: translation.source_version }
}

/** The path a translation gets unless the editor types another: the source's path under the locale. */
export function translationPath(sourcePath: string, locale: string): string {
  const prefix = `/${locale.toLowerCase()}`
  return sourcePath === '/' ? prefix : `${prefix}${sourcePath}`
}
