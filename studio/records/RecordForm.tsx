import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation } from 'wouter'
import { ApiError } from '../api/http.ts'
import { FieldEditor } from '../editor/fields/FieldEditor.tsx'
import { useLeaveGuard } from '../shell/leaveGuard.ts'
import { focusWhenShown, quoted } from '../shell/focusWhenShown.ts'
import { slugFromTitle } from '../../catalogue/model/slugFromTitle.ts'
import { isChanged } from './mergeRecord.ts'
import { RecordConflictDialog } from './RecordConflictDialog.tsx'
import type { RecordConfig, RecordDoc, RecordField } from './RecordConfig.ts'
import { recordApi } from './recordApi.ts'
import { editHref } from './RecordList.tsx'
import { useCan } from '../shell/useCan.ts'
import { latestBuildId, SeeOnSite } from './SeeOnSite.tsx'
import { RecordAddToRelease } from '../releases/RecordAddToRelease.tsx'
import { isReleaseRecordKind } from '../releases/recordPaths.ts'

const valueOf = (f: RecordField, doc: RecordDoc) => (f.get ? f.get(doc) : doc[f.key])

/** "Saved …" said once more by the form a new record's page opens with (the create form is gone by then). */
let created: { api: string; id: string; text: string; build: string | undefined } | null = null
function takeCreated(api: string, id: unknown): { text: string; build: string | undefined } | null {
  const said = created && created.api === api && created.id === id ? created : null
  if (said) created = null
  return said
}

/** The server's issues by the field that shows them; the rest (no field of the form) go above the form. */
function placeIssues(config: RecordConfig, error: ApiError): { byField: Map<string, string>; rest: string[] } {
  const byField = new Map<string, string>()
  const rest: string[] = []
  for (const issue of error.issues) {
    const top = issue.path.split('.')[0] ?? ''
    const field = config.fields.find((f) => f.key === top || f.alsoIssues?.includes(top))
    if (field && !byField.has(field.key)) byField.set(field.key, issue.message)
    else if (!field) rest.push(issue.message)
  }
  return { byField, rest }
}

/**
 * Any record type's form, from its config: the page editor's field editors, If-Match on every save, the
 * conflict dialog on 412, the server's message beside the field it names, and a question before leaving
 * unsaved changes.
 */
export function RecordForm({ config, initial, isNew }: { config: RecordConfig; initial: RecordDoc; isNew: boolean }) {
  const [base, setBase] = useState(initial)
  const [doc, setDoc] = useState(initial)
  const [conflict, setConflict] = useState<RecordDoc | null>(null)
  const [saved, setSaved] = useState<{ text: string; build: string | undefined } | null>(() => takeCreated(config.api, initial.id))
  const [, navigate] = useLocation()
  const client = useQueryClient()
  const mayWrite = useCan(config.write)
  const dirty = useRef(false)
  // What was last put in a release from this form: held there, so leaving does not lose it.
  const [inRelease, setInRelease] = useState<{ doc: RecordDoc; id: string } | null>(null)
  dirty.current = isChanged(base, doc) && (!inRelease || isChanged(inRelease.doc, doc))
  // A new record's slug follows its title until the editor types one of their own.
  const ownSlug = useRef(!isNew || typeof initial.slug === 'string' && initial.slug !== '')
  const suggestsSlug = config.fields.some((f) => f.key === 'slug') && config.fields.some((f) => f.key === 'title')

  useLeaveGuard(() => ({ dirty: dirty.current }))

  const save = useMutation({
    mutationFn: (over?: number) => (isNew ? recordApi.create(config, doc) : recordApi.update(config, doc, over ?? Number(base.version))),
    onSuccess: (stored) => {
      const build = latestBuildId(client)
      setBase(stored)
      setDoc(stored)
      setSaved({ text: `Saved ${config.noun} ‘${config.name(stored)}’.`, build })
      void client.invalidateQueries({ queryKey: ['records', config.api] })
      // A saved record the site shows queues a build; the shell's build status follows it.
      void client.invalidateQueries({ queryKey: ['builds'] })
      if (isNew) {
        created = { api: config.api, id: String(stored.id), text: `Saved ${config.noun} ‘${config.name(stored)}’.`, build }
        dirty.current = false
        navigate(editHref(config, String(stored.id)), { replace: true })
      }
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 412 && error.current) setConflict(error.current as RecordDoc)
    },
  })

  // A refusal that names fields (bad input, or a site the user may not work on) is shown beside them.
  const problem = save.error instanceof ApiError && save.error.issues.length > 0 ? placeIssues(config, save.error) : null
  const labels = Object.fromEntries(config.fields.map((f) => [f.key, f.field.meta.label]))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(null)
    save.mutate(undefined)
  }
  const where = config.livePath?.(base)
  const fields = config.fields.filter((f) => !f.only || f.only === (isNew ? 'create' : 'edit'))
  const formId = `record-form-${config.api}`
  // ?field=<key>: opened to fix that setting (a page's pre-publish check links here): its alt text, else its control.
  useEffect(() => {
    const fixField = new URLSearchParams(window.location.search).get('field')
    if (fixField) focusWhenShown([`[data-field=${quoted(fixField)}] input[name$=".alt"]`, `[id=${quoted(`record-${fixField}`)}]`])
  }, [])
  // The save bar is outside the <form> (its button joins it by id) so that a config's own actions may hold forms.
  return (
    <div className="records__form-wrap">
      <form className="records__form" id={formId} onSubmit={submit} noValidate>
        <p>
          <Link href="/">← {config.title}</Link>
        </p>
        <h1>{isNew ? `New ${config.noun}` : `${config.noun[0]!.toUpperCase()}${config.noun.slice(1)}: ${config.name(base)}`}</h1>
        {save.isError && (
          <div role="alert" className="records__error">
            {problem ? (problem.rest.length ? problem.rest.join('. ') : 'Not saved: see the fields marked below.') : `Not saved: ${save.error.message}`}
          </div>
        )}
        {fields.map((f) => {
          const inputId = `record-${f.key}`
          const Editor = f.editor ?? FieldEditor
          const issue = problem?.byField.get(f.key)
          return (
            <div key={f.key} className={`field${issue ? ' is-refused' : ''}`} data-field={f.key}>
              <label htmlFor={inputId}>{f.field.meta.label}</label>
              <Editor
                kind={f.field}
                value={valueOf(f, doc) ?? f.field.default}
                inputId={inputId}
                name={f.key}
                layout="generic"
                record={doc}
                disabled={!mayWrite}
                onChange={(value) => {
                  if (f.key === 'slug') ownSlug.current = true
                  setDoc((d) => {
                    const next = f.set ? f.set(d, value) : { ...d, [f.key]: value }
                    return f.key === 'title' && suggestsSlug && !ownSlug.current && typeof value === 'string' ? { ...next, slug: slugFromTitle(value) } : next
                  })
                }}
              />
              {issue && (
                <p className="field__problem" role="alert" id={`${inputId}-problem`}>
                  {f.field.meta.label} {issue}
                </p>
              )}
              {f.field.meta.help && <small className="studio__muted">{f.field.meta.help}</small>}
            </div>
          )
        })}
      </form>
      <div className="records__savebar">
        {mayWrite ? (
          <button type="submit" form={formId} className="studio__primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : isNew ? `Create ${config.noun}` : 'Save'}
          </button>
        ) : (
          <span className="studio__muted">Your role may look at these but not change them.</span>
        )}
        {mayWrite && isReleaseRecordKind(config.api) && (
          <RecordAddToRelease
            kind={config.api}
            id={isNew ? inRelease?.id : String(base.id)}
            doc={doc}
            siteId={typeof doc.site_id === 'string' ? doc.site_id : null}
            onAdded={(_release, id) => setInRelease({ doc, id })}
          />
        )}
        {mayWrite && !isNew && config.formActions && <config.formActions doc={base} name={config.name(base)} />}
        {dirty.current && !save.isPending && <span className="studio__muted">Unsaved changes</span>}
        {saved && !dirty.current && (
          <span role="status">
            {saved.text} {where && <SeeOnSite where={where} before={saved.build} />}
            {config.notLive?.(base) && <strong className="records__not-live"> {config.notLive(base)}</strong>}
          </span>
        )}
      </div>
      {/* After the save bar: scrolled to, the panel sits below the bar rather than under it. */}
      {mayWrite && !isNew && config.formPanel && (
        <config.formPanel
          doc={base}
          dirty={dirty.current}
          onStored={(stored, text) => {
            setBase(stored)
            setDoc(stored)
            save.reset()
            setSaved({ text, build: latestBuildId(client) })
          }}
        />
      )}
      {conflict && (
        <RecordConflictDialog
          noun={config.noun}
          base={base}
          mine={doc}
          theirs={conflict}
          labels={labels}
          onCancel={() => setConflict(null)}
          onTakeOver={() => {
            setConflict(null)
            save.mutate(Number(conflict.version))
          }}
          onUseTheirs={() => {
            setBase(conflict)
            setDoc(conflict)
            setConflict(null)
            save.reset()
          }}
          onMerged={(merged) => {
            setDoc(merged)
            setBase(conflict)
            setConflict(null)
            save.reset()
          }}
        />
      )}
    </div>
  )
}
