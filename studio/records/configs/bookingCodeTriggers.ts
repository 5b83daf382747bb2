import type { ComponentType } from 'react'
import { z } from 'zod'
import { checkbox, custom, datetime, text, textarea } from '../../../catalogue/fields/index.ts'
import { BookingCodeTrigger } from '../../../catalogue/model/entities/bookingCodeTrigger.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'
import { ExcludeResortsEditor } from '../../editor/fields/custom/ExcludeResortsEditor.tsx'
import type { RecordConfig } from '../RecordConfig.ts'
import { plain, siteField, str, utcDatetime } from './fieldHelpers.ts'

export const bookingCodeTriggers: RecordConfig = {
  api: 'booking-code-triggers',
  path: '/booking-code-triggers',
  title: 'Booking-code triggers',
  noun: 'booking-code trigger',
  schema: BookingCodeTrigger,
  columns: [
    { label: 'Code', value: (d) => str(d, 'code'), sort: 'code' },
    { label: 'Description', value: (d) => str(d, 'description') },
    { label: 'On', value: (d) => (d.enabled ? 'yes' : 'no') },
  ],
  searchHint: 'code',
  defaultSort: { key: 'code', order: 'asc' },
  fields: [
    plain('code', text({ label: 'Code in the link (?code=…)', maxLength: 40 })),
    plain('description', textarea({ label: 'Description', maxLength: 500 })),
    siteField(true),
    plain('resort_ids', custom({ label: 'Resorts', editor: 'booking-exclude-resorts', schema: z.array(z.string()), default: [] }), { editor: ExcludeResortsEditor as ComponentType<EditorProps> }),
    plain('promo', text({ label: 'Promo code', maxLength: 40 })),
    plain('coupon', text({ label: 'Coupon code', maxLength: 40 })),
    plain('rate', text({ label: 'Rate code', maxLength: 40 })),
    plain('group', text({ label: 'Group code', maxLength: 40 })),
    utcDatetime('startsAt', datetime({ label: 'Starts at (UTC)' })),
    utcDatetime('endsAt', datetime({ label: 'Ends at (UTC)' })),
    plain('enabled', checkbox({ label: 'On', default: true })),
  ],
  name: (d) => str(d, 'code'),
  read: 'content:read',
  write: 'content:write',
  editPath: 'edit',
}
