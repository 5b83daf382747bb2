import type { ComponentType } from 'react'
import { z } from 'zod'
import { custom, text } from '../../../catalogue/fields/index.ts'
import { Menu, MenuItem } from '../../../catalogue/model/site.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'
import { MenuItemsEditor } from '../editors/MenuItemsEditor.tsx'
import type { RecordConfig } from '../RecordConfig.ts'
import { plain, siteField, str } from './fieldHelpers.ts'

export const menus: RecordConfig = {
  api: 'menus',
  path: '/menus',
  title: 'Menus',
  noun: 'menu',
  schema: Menu,
  columns: [
    { label: 'Name', value: (d) => str(d, 'name'), sort: 'name' },
    { label: 'Site', site: true, value: (d) => str(d, 'site_id'), sort: 'site_id' },
    { label: 'Items', value: (d) => (Array.isArray(d.items) ? d.items.length : 0) },
  ],
  searchHint: 'name',
  defaultSort: { key: 'name', order: 'asc' },
  fields: [
    siteField(false),
    plain('name', text({ label: 'Name', help: "The site's chrome shows the menu named 'main'.", maxLength: 100 })),
    plain('items', custom({ label: 'Items', editor: 'menu-items', schema: z.array(MenuItem), default: [] }), { editor: MenuItemsEditor as ComponentType<EditorProps> }),
  ],
  name: (d) => `${str(d, 'name')} (${str(d, 'site_id')})`,
  blank: () => ({ name: 'main', items: [] }),
  read: 'content:read',
  write: 'content:write',
  // Every page of the site shows its menus; its home page will do.
  livePath: (d) => (str(d, 'site_id') ? { site: str(d, 'site_id'), path: '/' } : undefined),
  editPath: 'edit',
}
