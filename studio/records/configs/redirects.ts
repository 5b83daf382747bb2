import { select, text } from '../../../catalogue/fields/index.ts'
import { Redirect } from '../../../catalogue/model/entities/redirect.ts'
import type { RecordConfig } from '../RecordConfig.ts'
import { plain, siteField, str } from './fieldHelpers.ts'

export const redirects: RecordConfig = {
  api: 'redirects',
  path: '/redirects',
  title: 'Redirects',
  noun: 'redirect',
  schema: Redirect,
  columns: [
    { label: 'From', value: (d) => str(d, 'from'), sort: 'from' },
    { label: 'To', value: (d) => str(d, 'to') },
    { label: 'Site', site: true, value: (d) => str(d, 'site_id') },
    { label: 'Status', value: (d) => String(d.status ?? '') },
  ],
  searchHint: 'path',
  defaultSort: { key: 'from', order: 'asc' },
  fields: [
    siteField(false),
    plain('from', text({ label: 'From path', help: "A path on the site, such as '/old-page'", maxLength: 500 })),
    plain('to', text({ label: 'To', help: 'A path or a full address', maxLength: 2048 })),
    {
      key: 'status',
      field: select({ label: 'Kind', default: '301', options: [
        { value: '301', label: '301: moved for good' },
        { value: '302', label: '302: moved for now' },
        { value: '307', label: '307: moved for now, same method' },
        { value: '308', label: '308: moved for good, same method' },
      ] }),
      get: (d) => String(d.status ?? 301),
      set: (d, v) => ({ ...d, status: Number(v) }),
    },
  ],
  name: (d) => str(d, 'from'),
  blank: () => ({ status: 301 }),
  read: 'content:read',
  write: 'content:write',
  livePath: (d) => (str(d, 'from').startsWith('/') ? { site: str(d, 'site_id') || null, path: str(d, 'from') } : undefined),
  editPath: 'id',
}
