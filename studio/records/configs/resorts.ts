import { checkbox, custom, media, number, text, textarea, wysiwyg } from '../../../catalogue/fields/index.ts'
import { z } from 'zod'
import { Resort } from '../../../catalogue/model/entities/resort.ts'
import { recordPicker } from '../editors/RecordPicker.tsx'
import type { RecordConfig } from '../RecordConfig.ts'
import { nullWhenEmpty, plain, siteField, str } from './fieldHelpers.ts'

export const resorts: RecordConfig = {
  api: 'resorts',
  path: '/resorts',
  title: 'Resorts',
  noun: 'resort',
  schema: Resort,
  columns: [
    { label: 'Name', value: (d) => str(d, 'name'), sort: 'name' },
    { label: 'Country', value: (d) => str(d, 'country'), sort: 'country' },
    { label: 'Slug', value: (d) => str(d, 'slug'), sort: 'slug' },
  ],
  searchHint: 'name, slug or country',
  defaultSort: { key: 'name', order: 'asc' },
  fields: [
    plain('name', text({ label: 'Name', maxLength: 200 })),
    plain('slug', text({ label: 'Slug', maxLength: 100 })),
    plain('country', text({ label: 'Country', maxLength: 100 })),
    plain('city', text({ label: 'City', maxLength: 100 })),
    plain('address', textarea({ label: 'Postal address (one line per line)', maxLength: 300 })),
    plain('phone', text({ label: 'Phone', maxLength: 40 })),
    nullWhenEmpty('brand_id', custom({ label: 'Brand', editor: 'brand', schema: z.string().nullable(), default: null }), { editor: recordPicker('brands', 'No brand') }),
    siteField(true),
    plain('image', media({ label: 'Image', sizes: { default: { width: 640, height: 400 } } })),
    plain('description', wysiwyg({ label: 'Description' })),
    nullWhenEmpty('starRating', number({ label: 'Stars (1 to 5)', default: 0, min: 1, max: 5, step: 1 })),
    plain('checkIn', text({ label: 'Check-in time', maxLength: 40 })),
    plain('checkOut', text({ label: 'Check-out time', maxLength: 40 })),
    plain('bookingCode', text({ label: 'Booking engine code', maxLength: 40 })),
    plain('adultsOnly', checkbox({ label: 'Adults only' })),
  ],
  name: (d) => str(d, 'name'),
  // No stars until given: the number field's own default (0) is not a star rating the API accepts.
  blank: () => ({ starRating: null }),
  read: 'content:read',
  write: 'content:write',
  editPath: 'edit',
}
