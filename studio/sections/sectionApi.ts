import { Section, SectionUsage, SectionVersionList } from '../../catalogue/model/entities/section.ts'
import { recordPage, storedRecord } from '../../catalogue/model/records.ts'
import { request } from '../api/http.ts'

const Stored = storedRecord(Section)
export type StoredSection = Section & { version: number }
const Page = recordPage(Stored)
const enc = encodeURIComponent

/** The section routes (content-api/sections): search, read, create, where one is used, and its versions. */
export const sectionApi = {
  /** Sections a page of `siteId` may use: its site's and every site's, matching `q` by name. */
  usable: async (siteId: string, q: string): Promise<StoredSection[]> => {
    const params = new URLSearchParams({ limit: '50', sort: 'name', order: 'asc', ...(q ? { q } : {}) })
    const page = Page.parse(await request(`/sections?${params}`)) as unknown as { items: StoredSection[] }
    return page.items.filter((s) => s.site_id === null || s.site_id === siteId)
  },
  get: async (id: string): Promise<StoredSection> => Stored.parse(await request(`/sections/${enc(id)}`)) as unknown as StoredSection,
  create: async (section: Omit<Section, 'id'>): Promise<StoredSection> => Stored.parse(await request("/sections", { method: "POST", body: section })) as unknown as StoredSection,
  usage: async (id: string): Promise<SectionUsage> => SectionUsage.parse(await request(`/sections/${enc(id)}/usage`)),
  /** Its saves, newest first: the latest 50. */
  versions: async (id: string): Promise<SectionVersionList> => SectionVersionList.parse(await request(`/sections/${enc(id)}/versions?limit=50`)),
  /** Save an earlier version's content again, as a new version; `version` is the one last read (If-Match). */
  restore: async (id: string, restored: number, version: number): Promise<StoredSection> =>
    Stored.parse(await request(`/sections/${enc(id)}/versions/${restored}/restore`, { method: 'POST', version })) as unknown as StoredSection,
}
