import type { AnyField } from '../../../catalogue/fields/fieldKind.ts'

export interface EditorProps<K extends AnyField = AnyField> {
  kind: K
  value: unknown
  onChange: (value: unknown) => void
  /** The input's id, for its label. */
  inputId: string
  name: string
  layout: string
  disabled?: boolean
  /** The whole record a record form's field belongs to (a menu's items are picked from its site's pages). */
  record?: Readonly<Record<string, unknown>>
}
