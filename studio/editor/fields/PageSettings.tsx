import { useState } from 'react'
import { layouts } from '../../../catalogue/layouts/layouts.ts'
import { PagePath, descriptionLimit, titleLimit } from '../../../catalogue/model/page.ts'
import { LengthCounter } from './LengthCounter.tsx'
import { usePageStore, useEditor } from '../EditorContext.ts'
import { useFieldSaveProblem } from '../save/saveProblems.ts'
import { PageSeoSettings } from './PageSeoSettings.tsx'
import { TagsInput } from './TagsInput.tsx'
import { PageFieldsEditor } from './page/PageFieldsEditor.tsx'
import { PageHeadEditor } from './page/PageHeadEditor.tsx'

/** The page's own settings, shown when no element is selected. */
export function PageSettings() {
  const store = usePageStore()
  const page = useEditor((s) => s.history.present)
  const [pathText, setPathText] = useState(page.path)
  const pathCheck = PagePath.safeParse(pathText)
  const edit = store.getState().edit
  // What the server refused at the last save, next to the setting (the local checks come first).
  const pathRefused = useFieldSaveProblem(undefined, 'path')
  const titleRefused = useFieldSaveProblem(undefined, 'title')
  return (
    <fieldset className="page-settings">
      <legend>Page</legend>
      <label>
        Title
        <input name="page.title" value={page.title} onChange={(e) => edit('setPageMeta', { title: e.target.value })} />
      </label>
      <LengthCounter length={page.title.length} max={titleLimit} />
      {!page.title.trim() ? <p role="alert">Title must not be empty</p> : titleRefused && <p role="alert">Title: {titleRefused.message}</p>}
      <label>
        Path
        <input
          name="page.path"
          value={pathText}
          onChange={(e) => {
            setPathText(e.target.value)
            const parsed = PagePath.safeParse(e.target.value)
            if (parsed.success) edit('setPageMeta', { path: parsed.data })
          }}
        />
      </label>
      {!pathCheck.success ? <p role="alert">Path {pathCheck.error.issues[0]?.message}</p> : pathRefused && <p role="alert">{pathRefused.message}</p>}
      <label>
        Description
        <textarea name="page.description" value={page.description} onChange={(e) => edit('setPageMeta', { description: e.target.value })} />
      </label>
      <LengthCounter length={page.description.length} max={descriptionLimit} />
      <label>
        Layout
        <select name="page.layout" value={page.layout} onChange={(e) => edit('setPageMeta', { layout: e.target.value })}>
          {layouts.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </select>
      </label>
      <TagsInput label="Page tags" value={page.tags} onChange={(tags) => edit('setPageMeta', { tags })} />
      <PageSeoSettings />
      <PageHeadEditor value={page.head} onChange={(head) => edit('setPageMeta', { head })} />
      <PageFieldsEditor value={page.fields} onChange={(fields) => edit('setPageMeta', { fields })} />
      <label className="page-settings__check">
        <input type="checkbox" name="page.access" checked={page.access === 'agents'} onChange={(e) => edit('setPageMeta', { access: e.target.checked ? 'agents' : undefined })} />{' '}
        Only for signed-in travel agents
      </label>
      <p className="studio__muted">
        {page.access === 'agents'
          ? 'This page is not published to the public site: the server shows it to signed-in agents and asks everyone else to sign in.'
          : 'Select an element in the tree to edit its fields.'}
      </p>
    </fieldset>
  )
}
