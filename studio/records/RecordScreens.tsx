import './records.css'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Link, Route, Switch, useLocation } from 'wouter'
import { useMe } from '../shell/useMe.ts'
import type { RecordConfig, RecordDoc } from './RecordConfig.ts'
import { recordApi } from './recordApi.ts'
import { RecordForm } from './RecordForm.tsx'
import { editHref, RecordList } from './RecordList.tsx'
import { useCan } from '../shell/useCan.ts'

/** A new record: the fields' defaults (through their setters, so the stored shape is right), then the config's own. */
export function blankRecord(config: RecordConfig): RecordDoc {
  let doc: RecordDoc = {}
  for (const f of config.fields) if (f.only !== 'edit') doc = f.set ? f.set(doc, f.field.default) : { ...doc, [f.key]: f.field.default }
  return { ...doc, ...config.blank?.() }
}

/** What a role may not see is not shown: the API refuses it anyway, this says so in words. */
function Allowed({ config, write, children }: { config: RecordConfig; write?: boolean; children: ReactNode }) {
  const me = useMe()
  const mayRead = useCan(config.read)
  const mayWrite = useCan(config.write)
  if (me.isPending) return <p role="status">Loading…</p>
  if (!mayRead || (write && !mayWrite))
    return (
      <section role="alert" className="records__forbidden">
        <h1>{config.title}</h1>
        <p>
          Your role ({me.data?.role ?? 'unknown'}) may not {write ? 'change' : 'see'} {config.title.toLowerCase()}. Ask an admin if you need to.
        </p>
      </section>
    )
  return <>{children}</>
}

function EditRecord({ config, id }: { config: RecordConfig; id: string }) {
  const record = useQuery({ queryKey: ['records', config.api, 'one', id], queryFn: () => recordApi.get(config, id), staleTime: 0, gcTime: 0 })
  if (record.isPending) return <p role="status">Loading the {config.noun}…</p>
  if (record.isError)
    return (
      <section>
        <p>
          <Link href="/">← {config.title}</Link>
        </p>
        <h1>{config.title}</h1>
        <p role="alert">Could not load the {config.noun}: {record.error.message}</p>
      </section>
    )
  return <RecordForm key={id} config={config} initial={record.data} isNew={false} />
}

/** Specials' /copy/{id}: the same offer under a new slug (and title), as a new special. */
function CopyRecord({ config, id }: { config: RecordConfig; id: string }) {
  const source = useQuery({ queryKey: ['records', config.api, 'one', id], queryFn: () => recordApi.get(config, id) })
  const [slug, setSlug] = useState('')
  const [title, setTitle] = useState<string | null>(null)
  const [, navigate] = useLocation()
  const client = useQueryClient()
  const copy = useMutation({
    mutationFn: () => recordApi.copySpecial(config, id, slug, title ?? `${String(source.data?.title)} (copy)`),
    onSuccess: (made) => {
      void client.invalidateQueries({ queryKey: ['records', config.api] })
      navigate(editHref(config, String(made.id)))
    },
  })
  if (source.isPending) return <p role="status">Loading the {config.noun}…</p>
  if (source.isError) return <p role="alert">Could not load the {config.noun}: {source.error.message}</p>
  const issues = copy.error && 'issues' in copy.error ? (copy.error.issues as { path: string; message: string }[]) : []
  const issue = (key: string) => issues.find((i) => i.path === key)?.message
  const submit = (e: FormEvent) => {
    e.preventDefault()
    copy.mutate()
  }
  return (
    <form className="records__form" onSubmit={submit} noValidate>
      <p>
        <Link href="/">← {config.title}</Link>
      </p>
      <h1>Copy ‘{config.name(source.data)}’</h1>
      <p>The copy has the same offer, resorts and dates; give it its own address.</p>
      <div className="field">
        <label htmlFor="copy-title">Title</label>
        <input id="copy-title" value={title ?? `${String(source.data.title)} (copy)`} onChange={(e) => setTitle(e.target.value)} />
        {issue('title') && <p className="field__problem" role="alert">Title {issue('title')}</p>}
      </div>
      <div className="field">
        <label htmlFor="copy-slug">Slug</label>
        <input id="copy-slug" value={slug} onChange={(e) => setSlug(e.target.value)} placeholder={`${String(source.data.slug)}-2`} />
        {issue('slug') && <p className="field__problem" role="alert">Slug {issue('slug')}</p>}
      </div>
      {copy.isError && !issues.length && <p role="alert">Not copied: {copy.error.message}</p>}
      <button type="submit" className="studio__primary" disabled={copy.isPending}>
        Make the copy
      </button>
    </form>
  )
}

/** A record type's screens: the list, /create, /edit/{id} (or /{id} in the settings) and, for specials, /copy/{id}. */
export function RecordScreens({ config }: { config: RecordConfig }) {
  return (
    <Switch>
      <Route path="/">
        <Allowed config={config}>
          <RecordList config={config} />
        </Allowed>
      </Route>
      <Route path="/create">
        <Allowed config={config} write>
          <RecordForm config={config} initial={blankRecord(config)} isNew />
        </Allowed>
      </Route>
      {config.copy && (
        <Route path="/copy/:id">
          {(p) => (
            <Allowed config={config} write>
              <CopyRecord config={config} id={p.id} />
            </Allowed>
          )}
        </Route>
      )}
      <Route path={config.editPath === 'edit' ? '/edit/:id' : '/:id'}>
        {(p) => (
          <Allowed config={config}>
            <EditRecord config={config} id={p.id} />
          </Allowed>
        )}
      </Route>
    </Switch>
  )
}
