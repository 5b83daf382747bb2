import { z } from 'zod'
import { Dependents, recordPage, storedRecord, type RecordListQuery } from '../../catalogue/model/records.ts'
import { request } from '../api/http.ts'
import type { RecordConfig, RecordDoc } from './RecordConfig.ts'

const enc = encodeURIComponent
const parsers = new WeakMap<RecordConfig, { one: z.ZodType; page: z.ZodType }>()

/** The catalogue schema the API validates with, as a read answers it; parsed here, so a drift shows at once. */
function parsersOf(config: RecordConfig) {
  let p = parsers.get(config)
  if (!p) {
    const one = storedRecord(config.schema)
    p = { one, page: recordPage(one) }
    parsers.set(config, p)
  }
  return p
}

export type RecordPage = { items: RecordDoc[]; total: number; limit: number; offset: number }

/** What a write sends: the record without what the API sets itself. */
function body(doc: RecordDoc): Record<string, unknown> {
  const { id: _i, version: _v, created_at: _c, updated_at: _u, ...rest } = doc
  return rest
}

/** The record API of content-api/entities/entityRoutes.ts, for any record config. */
export const recordApi = {
  list: async (config: RecordConfig, query: RecordListQuery, signal?: AbortSignal): Promise<RecordPage> => {
    const params = new URLSearchParams()
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v))
    return parsersOf(config).page.parse(await request(`/${config.api}?${params}`, { signal })) as RecordPage
  },
  get: async (config: RecordConfig, id: string): Promise<RecordDoc> => parsersOf(config).one.parse(await request(`/${config.api}/${enc(id)}`)) as RecordDoc,
  create: async (config: RecordConfig, doc: RecordDoc): Promise<RecordDoc> => parsersOf(config).one.parse(await request(`/${config.api}`, { method: 'POST', body: body(doc) })) as RecordDoc,
  update: async (config: RecordConfig, doc: RecordDoc, version: number): Promise<RecordDoc> =>
    parsersOf(config).one.parse(await request(`/${config.api}/${enc(String(doc.id))}`, { method: 'PUT', body: body(doc), version })) as RecordDoc,
  remove: (config: RecordConfig, id: string, version: number) => request<void>(`/${config.api}/${enc(id)}`, { method: 'DELETE', version }),
  dependents: async (config: RecordConfig, id: string) => Dependents.parse(await request(`/${config.api}/${enc(id)}/dependents`)).items,
  copySpecial: async (config: RecordConfig, id: string, slug: string, title: string): Promise<RecordDoc> =>
    parsersOf(config).one.parse(await request(`/specials/${enc(id)}/copy`, { method: 'POST', body: { slug, title } })) as RecordDoc,
}
