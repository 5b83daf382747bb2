import type { ComponentType } from 'react'
import { checkbox, custom, text } from '../../../catalogue/fields/index.ts'
import { HeadTagRule } from '../../../catalogue/model/entities/headTagRule.ts'
import { HeadTag } from '../../../catalogue/model/page.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'
import { HeadTagEditor } from '../editors/HeadTagEditor.tsx'
import type { RecordConfig } from '../RecordConfig.ts'
import { plain, siteField, str } from './fieldHelpers.ts'

export const headTags: RecordConfig = {
  api: 'head-tags',
  path: '/head-tags',
  title: 'Head tags',
  noun: 'head tag',
  schema: HeadTagRule,
  columns: [
    { label: 'Name', value: (d) => str(d, 'name'), sort: 'name' },
    { label: 'Pages under', value: (d) => str(d, 'pathPrefix'), sort: 'pathPrefix' },
    { label: 'Site', site: true, value: (d) => str(d, 'site_id') || 'every site' },
    { label: 'On', value: (d) => (d.enabled ? 'yes' : 'no') },
  ],
  searchHint: 'name',
  defaultSort: { key: 'name', order: 'asc' },
  fields: [
    plain('name', text({ label: 'Name', maxLength: 200 })),
    siteField(true),
    plain('pathPrefix', text({ label: 'Pages whose path starts with', maxLength: 500 })),
    plain('tag', custom({ label: 'Tag', editor: 'head-tag', schema: HeadTag, default: { tag: 'meta', attrs: { name: '', content: '' } } }), { editor: HeadTagEditor as ComponentType<EditorProps> }),
    plain('enabled', checkbox({ label: 'On', default: true })),
  ],
  name: (d) => str(d, 'name'),
  blank: () => ({ pathPrefix: '/', tag: { tag: 'meta', attrs: { name: '', content: '' } } }),
  read: 'content:read',
  write: 'content:write',
  editPath: 'id',
}
