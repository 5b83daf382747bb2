import type { ComponentType } from 'react'
import type { CustomField } from '../../../catalogue/fields/fieldKind.ts'
import { CaresCountriesEditor } from './custom/CaresCountriesEditor.tsx'
import { ExcludeResortsEditor } from './custom/ExcludeResortsEditor.tsx'
import { StatsEditor } from './custom/StatsEditor.tsx'
import { TableRowsEditor } from './custom/TableRowsEditor.tsx'
import { WeddingPackagesEditor } from './custom/WeddingPackagesEditor.tsx'
import type { EditorProps } from './editorProps.ts'

/** The studio's editors for custom fields, by the `editor` name a block definition gives. */
export const customEditors: Record<string, ComponentType<EditorProps<CustomField>>> = {
  'table-rows': TableRowsEditor,
  'booking-exclude-resorts': ExcludeResortsEditor,
  'cares-countries': CaresCountriesEditor,
  stats: StatsEditor,
  'wedding-packages': WeddingPackagesEditor,
}
