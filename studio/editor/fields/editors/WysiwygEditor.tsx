import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useState } from 'react'
import { isSafeUrl } from '../../../../catalogue/fields/checkUrl.ts'
import type { WysiwygField } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'
import { LinkDialog } from '../LinkDialog.tsx'

/**
 * Rich text with only what the API's sanitiser keeps: paragraphs, headings 2 to 4, bold, italic, underline,
 * strike, lists, quotes, line breaks and links to safe URLs. No code, no images, no styles.
 */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, isAllowedUri: (url) => isSafeUrl(url), HTMLAttributes: { rel: 'noopener noreferrer', target: null } },
  }),
]

const toHtml = (editor: { isEmpty: boolean; getHTML: () => string }) => (editor.isEmpty ? '' : editor.getHTML())

export function WysiwygEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<WysiwygField>) {
  const html = typeof value === 'string' ? value : ''
  const [linking, setLinking] = useState(false)
  const editor = useEditor({
    extensions,
    content: html,
    editable: !disabled,
    editorProps: { attributes: { id: inputId, 'aria-label': kind.meta.label, 'data-name': name, class: 'wysiwyg__area' } },
    onUpdate: ({ editor: e }) => onChange(toHtml(e)),
  })
  // Undo, redo and other windows change the value from outside: show it without echoing it back.
  useEffect(() => {
    if (editor && toHtml(editor) !== html) editor.commands.setContent(html, { emitUpdate: false })
  }, [editor, html])
  // false: switching editability is not an edit, so it must not emit an update.
  useEffect(() => editor?.setEditable(!disabled, false), [editor, disabled])
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  })
  if (!editor) return null
  const chain = () => editor.chain().focus()
  const button = (label: string, on: boolean | undefined, run: () => void) => (
    <button type="button" aria-pressed={on} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      {label}
    </button>
  )
  return (
    <div className="wysiwyg">
      <div role="toolbar" aria-label={`${kind.meta.label} formatting`} className="wysiwyg__tools">
        {button('B', active?.bold, () => chain().toggleBold().run())}
        {button('I', active?.italic, () => chain().toggleItalic().run())}
        {button('H2', active?.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {button('• List', active?.bullet, () => chain().toggleBulletList().run())}
        {button('1. List', active?.ordered, () => chain().toggleOrderedList().run())}
        {button('Link', active?.link, () => setLinking(true))}
      </div>
      <EditorContent editor={editor} />
      {linking && (
        <LinkDialog
          title={active?.link ? 'Edit the link' : 'Link the selected words'}
          initial={{ href: (editor.getAttributes('link').href as string | undefined) ?? '', text: '', newTab: editor.getAttributes('link').target === '_blank' }}
          withText={false}
          withNewTab
          onApply={(link) => {
            setLinking(false)
            chain()
              .extendMarkRange('link')
              .setLink({ href: link.href, target: link.newTab ? '_blank' : null })
              .run()
          }}
          onRemove={active?.link ? () => (setLinking(false), chain().extendMarkRange('link').unsetLink().run()) : undefined}
          onClose={() => {
            setLinking(false)
            editor.commands.focus()
          }}
        />
      )}
    </div>
  )
}
