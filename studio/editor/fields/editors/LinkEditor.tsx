import { useContext, useEffect, useState } from 'react'
import { api } from '../../../api/client.ts'
import { EditorContext } from '../../EditorContext.ts'
import type { LinkField, LinkValue } from '../../../../catalogue/fields/fieldKind.ts'
import type { LinkTarget } from '../../../../catalogue/fields/linkTarget.ts'
import type { EditorProps } from '../editorProps.ts'
import { LinkDialog, type LinkDraft } from '../LinkDialog.tsx'

/**
 * Both stored shapes: {href, text, target, relationship} (edited in full) and {url, text} (kept as it is stored).
 * The link is shown as its text and address and edited in a dialog that checks the address as it is typed.
 */
export function LinkEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<LinkField>) {
  const [editing, setEditing] = useState(false)
  const link = (value && typeof value === 'object' ? value : null) as LinkValue | null
  const urlShape = link !== null && 'url' in link
  const href = link ? ('href' in link ? link.href : link.url) : ''
  const text = link?.text ?? ''
  const newTab = link !== null && 'href' in link && link.target === '_blank'
  const to = link && 'href' in link ? link.to : undefined
  // Inside an open page, pages of its site can be picked (records' forms have no page).
  const pageId = useContext(EditorContext)?.getState().history.present.id
  const toTitle = useTargetTitle(pageId, to)
  const apply = (draft: LinkDraft) => {
    setEditing(false)
    if (urlShape) return onChange({ url: draft.href, text: draft.text })
    const base = link && 'href' in link ? link : { href: '', text: '' }
    onChange(JSON.parse(JSON.stringify({ ...base, href: draft.href, text: draft.text, target: draft.newTab ? '_blank' : undefined, to: draft.to })))
  }
  return (
    <fieldset className="link-editor" disabled={disabled}>
      <p className="link-editor__summary" data-name={`${name}.href`}>
        {href ? (
          <>
            <strong>{text || '(no text)'}</strong> → {to ? `the ${to.kind === 'media' ? 'file' : to.kind === 'post' ? 'blog post' : 'page'} “${toTitle ?? href}” (${href})` : href}
            {newTab && ' (new tab)'}
          </>
        ) : (
          'No link yet.'
        )}
      </p>
      {/* Named by what it does (the field's label, pointing here, would name it only "Link"). */}
      <button type="button" id={inputId} aria-label={href ? 'Edit link…' : 'Add link…'} onClick={() => setEditing(true)}>
        {href ? 'Edit link…' : 'Add link…'}
      </button>
      {!urlShape && link && (
        <input
          name={`${name}.relationship`}
          type="text"
          placeholder="rel, e.g. nofollow"
          aria-label="Link relationship"
          value={'href' in link ? (link.relationship ?? '') : ''}
          onChange={(e) => onChange(JSON.parse(JSON.stringify({ ...link, relationship: e.target.value || undefined })))}
        />
      )}
      {editing && (
        <LinkDialog
          title={kind.meta.label === 'Link' || kind.meta.label.endsWith(' link') ? kind.meta.label : `Link for ${kind.meta.label}`}
          initial={{ href, text, newTab, ...(to ? { to, ...(toTitle ? { toTitle } : {}) } : {}) }}
          withText
          withNewTab={!urlShape}
          {...(pageId && !urlShape ? { pageId } : {})}
          onApply={apply}
          onRemove={
            link
              ? () => {
                  setEditing(false)
                  onChange(null)
                }
              : undefined
          }
          onClose={() => setEditing(false)}
        />
      )}
    </fieldset>
  )
}

/** The title of what a link opens, asked of the picker (answered only for a target of this page's site). */
function useTargetTitle(pageId: string | undefined, to: LinkTarget | undefined): string | undefined {
  const [title, setTitle] = useState<string>()
  const kind = to?.kind
  const targetId = to?.id
  useEffect(() => {
    if (!pageId || !targetId) return setTitle(undefined)
    let current = true
    api
      .findLinkTargets({ pageId }, { id: targetId, ...(kind ? { kind } : {}) })
      .then((items) => current && setTitle(items[0]?.title))
      .catch(() => current && setTitle(undefined))
    return () => {
      current = false
    }
  }, [pageId, targetId, kind])
  return title
}
