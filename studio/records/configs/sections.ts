import type { ComponentType } from 'react'
import { z } from 'zod'
import { custom, select, text, textarea } from '../../../catalogue/fields/index.ts'
import { Element } from '../../../catalogue/model/element.ts'
import { Section } from '../../../catalogue/model/entities/section.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'
import { SectionBlocksEditor } from '../../sections/SectionBlocksEditor.tsx'
import { SectionHistory } from '../../sections/SectionHistory.tsx'
import { SectionUsagePanel } from '../../sections/SectionUsagePanel.tsx'
import type { RecordConfig } from '../RecordConfig.ts'
import { plain, siteField, str } from './fieldHelpers.ts'

/** Sections (studio/sections): made from the page editor's "Save as section", changed and searched here. */
export const sections: RecordConfig = {
  api: 'sections',
  path: '/sections',
  title: 'Sections',
  noun: 'section',
  schema: Section,
  columns: [
    { label: 'Name', value: (d) => str(d, 'name'), sort: 'name' },
    { label: 'Kind', value: (d) => (d.kind === 'shared' ? 'Shared' : 'Preset'), sort: 'kind' },
    { label: 'Blocks', value: (d) => (Array.isArray(d.elements) ? d.elements.length : 0) },
    { label: 'Site', site: true, value: (d) => str(d, 'site_id') || 'every site' },
  ],
  searchHint: 'name',
  defaultSort: { key: 'name', order: 'asc' },
  fields: [
    plain('name', text({ label: 'Name', maxLength: 120 })),
    plain('kind', select({ label: 'Kind', options: [{ value: 'shared', label: 'Shared: one section on many pages' }, { value: 'preset', label: 'Preset: a starting point copied into pages' }], default: 'shared' })),
    siteField(true),
    plain('description', textarea({ label: 'Description', maxLength: 500 })),
    plain('elements', custom({ label: 'Blocks', editor: 'section-blocks', schema: z.array(Element), default: [] }), { editor: SectionBlocksEditor as ComponentType<EditorProps> }),
  ],
  name: (d) => str(d, 'name'),
  read: 'content:read',
  write: 'content:write',
  editPath: 'edit',
  formActions: SectionUsagePanel,
  formPanel: SectionHistory,
}
