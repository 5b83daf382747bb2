import { offerLogoSizes } from '../../../catalogue/blocks/specials/special-offers/offerImages.ts'
import type { ComponentType } from 'react'
import { z } from 'zod'
import { checkbox, custom, date, media, number, text, wysiwyg } from '../../../catalogue/fields/index.ts'
import { Special } from '../../../catalogue/model/entities/special.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'
import { ExcludeResortsEditor } from '../../editor/fields/custom/ExcludeResortsEditor.tsx'
import type { RecordConfig } from '../RecordConfig.ts'
import { scheduleActions } from '../editors/ScheduleActions.tsx'
import { imageAddress, nullWhenEmpty, optionalUrl, plain, siteField, str } from './fieldHelpers.ts'

export const specials: RecordConfig = {
  api: 'specials',
  path: '/specials',
  title: 'Specials',
  noun: 'special',
  schema: Special,
  columns: [
    { label: 'Title', value: (d) => str(d, 'title'), sort: 'title' },
    { label: 'Slug', value: (d) => str(d, 'slug'), sort: 'slug' },
    { label: 'Ends', value: (d) => str(d, 'endDate') || 'no end', sort: 'endDate' },
    { label: 'Site', site: true, value: (d) => str(d, 'site_id') || 'every site' },
  ],
  searchHint: 'title or slug',
  defaultSort: { key: 'title', order: 'asc' },
  fields: [
    plain('title', text({ label: 'Title', maxLength: 300 })),
    plain('subtitle', text({ label: 'Subtitle', maxLength: 300 })),
    plain('slug', text({ label: 'Slug', maxLength: 100 })),
    siteField(true),
    plain('resort_ids', custom({ label: 'Resorts', editor: 'booking-exclude-resorts', schema: z.array(z.string()), default: [] }), { editor: ExcludeResortsEditor as ComponentType<EditorProps> }),
    nullWhenEmpty('percentOff', number({ label: 'Percent off', default: 0, min: 0, max: 100, step: 1 })),
    plain('extraSavings', text({ label: 'Extra savings', maxLength: 200 })),
    nullWhenEmpty('endDate', date({ label: 'Ends on' })),
    plain('prettyEndDate', text({ label: 'End date as shown', maxLength: 100 })),
    {
      key: 'image',
      field: media({ label: 'Image', sizes: { default: { width: 600, height: 400 } } }),
      // The special keeps the address and the alt text apart; the image editor edits them together, as in a block.
      get: (d) => (d.image ? { url: d.image, alt: d.imageAlt ?? '' } : null),
      set: (d, v) => {
        const { image: _i, ...rest } = d
        const m = v as { url: string; alt: string } | null
        return m?.url ? { ...rest, image: m.url, imageAlt: m.alt } : { ...rest, imageAlt: m?.alt ?? '' }
      },
      alsoIssues: ['imageAlt'],
    },
    imageAddress('resortLogo', 'Resort logo', offerLogoSizes),
    plain('content', wysiwyg({ label: 'Offer' })),
    plain('terms', wysiwyg({ label: 'Terms' })),
    optionalUrl('bookingLink', 'Book now leads to', 'The page where guests book this offer, such as /book or https://booking.example.com/…; without one the offer shows no Book now button'),
    plain('hideBookNow', checkbox({ label: 'Hide the Book now button' })),
    plain('html_id', text({ label: 'Anchor id', maxLength: 100 })),
  ],
  name: (d) => str(d, 'title'),
  read: 'content:read',
  write: 'content:write',
  copy: true,
  editPath: 'edit',
  formActions: scheduleActions('specials'),
}
