import { useState } from 'react'
import type { z } from 'zod'
import { custom } from '../../../../catalogue/fields/index.ts'
import { HeadTag, PageHeadTag } from '../../../../catalogue/model/page.ts'
import { HeadTagEditor, pageHeadTagEditor } from '../../../records/editors/HeadTagEditor.tsx'

type Tag = z.infer<typeof HeadTag>

const tagKind = custom({ label: 'Head tag', editor: pageHeadTagEditor, schema: HeadTag, default: { tag: 'meta', attrs: {} } as Tag })

/** The first problem of a tag as a page may hold it (meta and link only, the allowlist), in the check's own words. */
function problemOf(tag: Tag): string | undefined {
  const parsed = PageHeadTag.safeParse(tag)
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

/**
 * The page's own head tags (platform.md §3 "Page"), edited with the head tag records' editor: a tag reaches the page
 * only once every tag passes the check the API makes, so a half-typed attribute is never saved.
 */
export function PageHeadEditor({ value, onChange }: { value: readonly Tag[]; onChange: (head: Tag[]) => void }) {
  const [rows, setRows] = useState<Tag[]>(() => [...value])
  const set = (next: Tag[]) => {
    setRows(next)
    if (next.every((t) => !problemOf(t))) onChange(next)
  }
  return (
    <details className="page-head">
      <summary>Tags in the page’s head ({value.length})</summary>
      <p className="studio__muted">Meta and link tags of this page only, such as a verification code. Scripts are added by an admin as a head tag record.</p>
      {rows.map((tag, i) => {
        const problem = problemOf(tag)
        return (
          <div key={i} role="group" aria-label={`Head tag ${i + 1}`} className="page-head__tag">
            <HeadTagEditor kind={tagKind} value={tag} inputId={`page-head-${i}`} name={`page-head-${i}`} layout="generic" onChange={(t) => set(rows.map((old, j) => (j === i ? (t as Tag) : old)))} />
            {problem && (
              <p role="alert">
                Head tag {i + 1}: {problem}. It is not saved until this is fixed.
              </p>
            )}
            <button type="button" onClick={() => set(rows.filter((_, j) => j !== i))}>
              Remove head tag {i + 1}
            </button>
          </div>
        )
      })}
      <button type="button" onClick={() => set([...rows, { tag: 'meta', attrs: { name: '', content: '' } }])}>
        Add a head tag
      </button>
    </details>
  )
}
