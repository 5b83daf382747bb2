import type { LinkField, LinkValue } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'

/** Both stored shapes: {href, text, target, relationship} (edited in full) and {url, text} (kept as it is stored). */
export function LinkEditor({ value, onChange, inputId, name, disabled }: EditorProps<LinkField>) {
  const link = (value && typeof value === 'object' ? value : null) as LinkValue | null
  const urlShape = link !== null && 'url' in link
  const href = link ? ('href' in link ? link.href : link.url) : ''
  const text = link?.text ?? ''
  const update = (change: { href?: string; text?: string; target?: string; relationship?: string }) => {
    const nextHref = change.href ?? href
    const nextText = change.text ?? text
    if (!nextHref && !nextText) return onChange(null)
    if (urlShape) return onChange({ url: nextHref, text: nextText })
    const base = link && 'href' in link ? link : { href: '', text: '' }
    const next: Record<string, unknown> = { ...base, href: nextHref, text: nextText }
    if (change.target !== undefined) next.target = change.target || undefined
    if (change.relationship !== undefined) next.relationship = change.relationship || undefined
    onChange(JSON.parse(JSON.stringify(next)))
  }
  return (
    <fieldset className="link-editor" disabled={disabled}>
      <input id={inputId} name={`${name}.href`} type="text" placeholder="/path or https://…" aria-label="Link address" value={href} onChange={(e) => update({ href: e.target.value })} />
      <input name={`${name}.text`} type="text" placeholder="Link text" aria-label="Link text" value={text} onChange={(e) => update({ text: e.target.value })} />
      {!urlShape && (
        <>
          <label>
            <input type="checkbox" checked={link !== null && 'href' in link && link.target === '_blank'} onChange={(e) => update({ target: e.target.checked ? '_blank' : '' })} /> Opens in a new tab
          </label>
          <input
            name={`${name}.relationship`}
            type="text"
            placeholder="rel, e.g. nofollow"
            aria-label="Link relationship"
            value={link && 'href' in link ? (link.relationship ?? '') : ''}
            onChange={(e) => update({ relationship: e.target.value })}
          />
        </>
      )}
    </fieldset>
  )
}
