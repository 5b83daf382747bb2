import type { ComponentType } from 'react'
import { z } from 'zod'
import { checkbox, custom, select, text } from '../../../catalogue/fields/index.ts'
import { User } from '../../../catalogue/model/entities/user.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'
import { PasswordEditor } from '../editors/PasswordEditor.tsx'
import { SitesEditor } from '../editors/SitesEditor.tsx'
import type { RecordConfig, RecordField } from '../RecordConfig.ts'
import { plain, str } from './fieldHelpers.ts'

const roles = [
  { value: 'admin', label: 'Admin: everything, users and sites too' },
  { value: 'editor', label: 'Editor: pages and records, publishing' },
  { value: 'reviewer', label: 'Reviewer: reads and reviews pages' },
  { value: 'agent', label: 'Agent: the travel-agent portal only' },
] as const

/** Sent only when typed: an empty password field leaves the stored one alone. */
const password = (only: 'create' | 'edit', label: string, help: string): RecordField => ({
  key: 'password',
  field: custom({ label, help, editor: 'password', schema: z.string(), default: '' }),
  editor: PasswordEditor as ComponentType<EditorProps>,
  only,
  set: (d, v) => {
    const { password: _p, ...rest } = d
    return v ? { ...rest, password: v } : rest
  },
})

export const users: RecordConfig = {
  api: 'users',
  path: '/users',
  title: 'Users',
  noun: 'user',
  schema: User,
  columns: [
    { label: 'Email', value: (d) => str(d, 'email'), sort: 'email' },
    { label: 'Name', value: (d) => str(d, 'name'), sort: 'name' },
    { label: 'Role', value: (d) => str(d, 'role'), sort: 'role' },
    { label: 'Sites', value: (d) => (Array.isArray(d.sites) && d.sites.length ? d.sites.join(', ') : 'every site') },
    { label: 'Status', value: (d) => (d.disabled ? 'disabled' : 'active') },
  ],
  searchHint: 'email or name',
  defaultSort: { key: 'email', order: 'asc' },
  fields: [
    plain('email', text({ label: 'Email', maxLength: 254 })),
    plain('name', text({ label: 'Name', maxLength: 200 })),
    plain('role', select({ label: 'Role', options: roles, default: 'editor' })),
    plain('sites', custom({ label: 'Sites they may work on', help: 'An editor limited to some sites cannot change the others, nor records shown on every site.', editor: 'sites', schema: z.array(z.string()), default: [] }), {
      editor: SitesEditor as ComponentType<EditorProps>,
    }),
    password('create', 'Password', 'At least 12 characters, or “Make one up”. Copy it now and give it to them with their email: they sign in at /voix with both, then change it in their profile. It is not shown again.'),
    password('edit', 'New password', 'Resets their password and signs them out everywhere. Leave empty to keep it.'),
    plain('disabled', checkbox({ label: 'Disabled: may not sign in (their sessions end at once)' }), { only: 'edit' }),
  ],
  name: (d) => str(d, 'email'),
  blank: () => ({ role: 'editor' }),
  read: 'users:manage',
  write: 'users:manage',
  editPath: 'id',
}
