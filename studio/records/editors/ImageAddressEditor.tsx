import type { MediaField } from '../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'
import { MediaEditor } from '../../editor/fields/editors/MediaEditor.tsx'

/** A record's image kept as its address only: the media library's picker, without an alt text of its own. */
export function ImageAddressEditor(props: EditorProps) {
  return <MediaEditor {...(props as EditorProps<MediaField>)} withAlt={false} />
}
