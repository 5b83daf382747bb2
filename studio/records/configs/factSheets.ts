import { z } from 'zod'
import { checkbox, custom, text } from '../../../catalogue/fields/index.ts'
import { FactSheet } from '../../../catalogue/model/entities/factSheet.ts'
import { recordPicker } from '../editors/RecordPicker.tsx'
import type { RecordConfig } from '../RecordConfig.ts'
import { nullWhenEmpty, plain, str } from './fieldHelpers.ts'

export const factSheets: RecordConfig = {
  api: 'fact-sheets',
  path: '/fact-sheets',
  title: 'Fact sheets',
  noun: 'fact sheet',
  schema: FactSheet,
  columns: [
    { label: 'Title', value: (d) => str(d, 'title'), sort: 'title' },
    { label: 'Language', value: (d) => str(d, 'locale') },
    { label: 'Corporate', value: (d) => (d.corporate ? 'yes' : 'no') },
  ],
  searchHint: 'title',
  defaultSort: { key: 'title', order: 'asc' },
  fields: [
    plain('title', text({ label: 'Title', maxLength: 300 })),
    plain('file', text({ label: 'File address', help: 'The PDF: /media/… or https://…', maxLength: 2048 })),
    nullWhenEmpty('resort_id', custom({ label: 'Resort', editor: 'resort', schema: z.string().nullable(), default: null }), { editor: recordPicker('resorts', 'No resort') }),
    plain('locale', text({ label: 'Language', help: "Such as 'en' or 'es-MX'", maxLength: 5 })),
    plain('corporate', checkbox({ label: 'Corporate (listed in the corporate style)' })),
  ],
  name: (d) => str(d, 'title'),
  // The schema's own default: an empty text field would otherwise send '' and be refused.
  blank: () => ({ locale: 'en' }),
  read: 'content:read',
  write: 'content:write',
  editPath: 'edit',
}
