import { checkbox, text, wysiwyg } from '../../../catalogue/fields/index.ts'
import { Brand } from '../../../catalogue/model/entities/brand.ts'
import type { RecordConfig } from '../RecordConfig.ts'
import { imageAddress, plain, siteField, str } from './fieldHelpers.ts'

export const brands: RecordConfig = {
  api: 'brands',
  path: '/brands',
  title: 'Brands',
  noun: 'brand',
  schema: Brand,
  columns: [
    { label: 'Name', value: (d) => str(d, 'name'), sort: 'name' },
    { label: 'Slug', value: (d) => str(d, 'slug'), sort: 'slug' },
    { label: 'Site', site: true, value: (d) => str(d, 'site_id') || 'none' },
  ],
  searchHint: 'name or slug',
  defaultSort: { key: 'name', order: 'asc' },
  fields: [
    plain('name', text({ label: 'Name', maxLength: 200 })),
    plain('slug', text({ label: 'Slug', maxLength: 100 })),
    siteField(true),
    imageAddress('logo', 'Logo'),
    plain('description', wysiwyg({ label: 'Description' })),
    plain('adultsOnly', checkbox({ label: 'Adults only' })),
  ],
  name: (d) => str(d, 'name'),
  read: 'content:read',
  write: 'content:write',
  editPath: 'edit',
}
