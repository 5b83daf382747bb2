import type { AnyField, CheckboxField, ColorField, CustomField, DateField, DatetimeField, LinkField, MediaField, NumberField, SelectField, SpecialsField, TextField, TextareaField, WysiwygField } from '../../../catalogue/fields/fieldKind.ts'
import { JsonEditor } from './custom/JsonEditor.tsx'
import { customEditors } from './customEditors.ts'
import type { EditorProps } from './editorProps.ts'
import { CheckboxEditor } from './editors/CheckboxEditor.tsx'
import { ColorEditor } from './editors/ColorEditor.tsx'
import { DateEditor } from './editors/DateEditor.tsx'
import { LinkEditor } from './editors/LinkEditor.tsx'
import { MediaEditor } from './editors/MediaEditor.tsx'
import { NumberEditor } from './editors/NumberEditor.tsx'
import { SelectEditor } from './editors/SelectEditor.tsx'
import { SpecialsEditor } from './editors/SpecialsEditor.tsx'
import { TextEditor } from './editors/TextEditor.tsx'
import { WysiwygEditor } from './editors/WysiwygEditor.tsx'

/** The editor for a field, by its kind (and a custom field's named editor). */
export function FieldEditor(props: EditorProps) {
  const { kind } = props
  const as = <K extends AnyField>() => props as EditorProps<K>
  switch (kind.kind) {
    case 'text':
    case 'textarea':
      return <TextEditor {...as<TextField | TextareaField>()} />
    case 'wysiwyg':
      return <WysiwygEditor {...as<WysiwygField>()} />
    case 'media':
      return <MediaEditor {...as<MediaField>()} />
    case 'link':
      return <LinkEditor {...as<LinkField>()} />
    case 'checkbox':
      return <CheckboxEditor {...as<CheckboxField>()} />
    case 'select':
      return <SelectEditor {...as<SelectField>()} />
    case 'color':
      return <ColorEditor {...as<ColorField>()} />
    case 'number':
      return <NumberEditor {...as<NumberField>()} />
    case 'date':
    case 'datetime':
      return <DateEditor {...as<DateField | DatetimeField>()} />
    case 'specials':
      return <SpecialsEditor {...as<SpecialsField>()} />
    case 'custom': {
      const Custom = customEditors[kind.editor] ?? JsonEditor
      return <Custom {...as<CustomField>()} />
    }
  }
}
