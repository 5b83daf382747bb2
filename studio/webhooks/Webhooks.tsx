import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { formProblem } from '../shell/formProblem.ts'
import { api, type Webhook, type WebhookDelivery, type WebhookEvent } from '../api/client.ts'
import { Pager } from '../shell/Pager.tsx'

const events: [WebhookEvent, string][] = [
  ['build.started', 'A build starts'],
  ['build.live', 'A build goes live'],
  ['build.failed', 'A build fails'],
]
const eventLabel = (event: WebhookEvent) => events.find(([e]) => e === event)?.[1] ?? event
const fieldLabels: Record<string, string> = { name: 'Name', url: 'Address', events: 'Events' }
const pageSize = 20

const problem = (error: Error) => formProblem(error, fieldLabels, 'It no longer exists: someone may have deleted it. Reload the page to see the list as it is now.')

const when = (at: string) => <time dateTime={at}>{new Date(at).toLocaleString()}</time>

function deliveryStatus(d: WebhookDelivery): string {
  const tries = `${d.attempts.length} attempt${d.attempts.length === 1 ? '' : 's'}`
  if (d.status === 'delivered') return `Delivered (${tries})`
  if (d.status === 'failed') return `Failed after ${tries}`
  return d.next_attempt_at && d.attempts.length ? `Retrying at ${new Date(d.next_attempt_at).toLocaleTimeString()} (${tries} so far)` : 'Sending'
}

/** Build webhooks for admins: the URLs told when a build starts, goes live or fails, and what each was sent. */
export function Webhooks() {
  const client = useQueryClient()
  const [shown, setShown] = useState<string>()
  const [secret, setSecret] = useState<{ name: string; secret: string }>()
  const hooks = useQuery({ queryKey: ['webhooks'], queryFn: api.listWebhooks })
  const refresh = () => client.invalidateQueries({ queryKey: ['webhooks'] })
  const remove = useMutation({
    mutationFn: async (hook: Webhook) => {
      await api.deleteWebhook(hook.id)
      return hook
    },
    onSuccess: (hook) => {
      if (shown === hook.id) setShown(undefined)
      return refresh()
    },
  })
  const rotate = useMutation({ mutationFn: (hook: Webhook) => api.rotateWebhookSecret(hook.id), onSuccess: (made) => setSecret({ name: made.name, secret: made.secret }) })
  const open = hooks.data?.find((h) => h.id === shown)
  return (
    <section>
      <div className="studio__heading">
        <h1>Webhooks</h1>
      </div>
      <p>Each address gets a signed message when a build starts, goes live or fails, with the pages that changed. Failed messages are tried again for about half a minute.</p>
      {secret && (
        <div role="status">
          <p>
            The signing secret of <strong>{secret.name}</strong>. Copy it to the receiver now: it is not shown again.
          </p>
          <code>{secret.secret}</code>{' '}
          <button type="button" onClick={() => setSecret(undefined)}>
            Done
          </button>
        </div>
      )}
      <NewWebhook onMade={(made) => (setSecret({ name: made.name, secret: made.secret }), refresh())} />
      {hooks.isPending && <p>Loading webhooks…</p>}
      {hooks.isError && <p role="alert">Could not load the webhooks: {hooks.error.message}</p>}
      {(remove.error ?? rotate.error) && <p role="alert">{problem((remove.error ?? rotate.error)!)}</p>}
      {hooks.data && hooks.data.length === 0 && <p>No webhooks yet.</p>}
      {hooks.data && hooks.data.length > 0 && (
        <table className="studio__table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Address</th>
              <th>Sent when</th>
              <th>Added</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {hooks.data.map((hook) => (
              <tr key={hook.id} aria-current={hook.id === shown || undefined}>
                <td>{hook.name}</td>
                <td>{hook.url}</td>
                <td>{hook.events.map(eventLabel).join(', ')}</td>
                <td>
                  {when(hook.created_at)} by {hook.created_by}
                </td>
                <td>
                  <button type="button" onClick={() => setShown(hook.id === shown ? undefined : hook.id)}>
                    {hook.id === shown ? 'Hide deliveries' : 'Deliveries'}
                  </button>{' '}
                  <button type="button" onClick={() => window.confirm(`Make a new signing secret for ${hook.name}? The receiver must be given it before the next build.`) && rotate.mutate(hook)}>
                    New secret
                  </button>{' '}
                  <button type="button" onClick={() => window.confirm(`Delete the webhook ${hook.name} and its deliveries?`) && remove.mutate(hook)}>
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && <Deliveries hook={open} />}
    </section>
  )
}

function NewWebhook({ onMade }: { onMade: (made: Webhook & { secret: string }) => void }) {
  const [name, setName] = useState('')
  const [url, setUrl] = useState('')
  const [chosen, setChosen] = useState<WebhookEvent[]>(['build.live', 'build.failed'])
  const create = useMutation({
    mutationFn: () => api.createWebhook({ name, url, events: chosen }),
    onSuccess: (made) => {
      setName('')
      setUrl('')
      onMade(made)
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    create.mutate()
  }
  return (
    <form onSubmit={submit} aria-label="New webhook">
      <h2>Add a webhook</h2>
      <label>
        Name <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
      </label>{' '}
      <label>
        Address <input type="url" value={url} onChange={(e) => setUrl(e.target.value)} required placeholder="https://example.com/hooks/voix" />
      </label>
      <fieldset>
        <legend>Sent when</legend>
        {events.map(([event, label]) => (
          <label key={event}>
            <input type="checkbox" checked={chosen.includes(event)} onChange={(e) => setChosen(e.target.checked ? [...chosen, event] : chosen.filter((c) => c !== event))} /> {label}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={create.isPending}>
        Add webhook
      </button>
      {create.error && <p role="alert">Could not add the webhook. {problem(create.error)}</p>}
    </form>
  )
}

function Deliveries({ hook }: { hook: Webhook }) {
  const client = useQueryClient()
  const [offset, setOffset] = useState(0)
  const deliveries = useQuery({
    queryKey: ['webhook-deliveries', hook.id, offset],
    queryFn: () => api.listWebhookDeliveries(hook.id, offset),
    placeholderData: keepPreviousData,
    // Retries run in the background: keep the list current while any is pending.
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'pending') ? 2000 : false),
  })
  const resend = useMutation({
    mutationFn: (d: WebhookDelivery) => api.resendWebhookDelivery(d.id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['webhook-deliveries', hook.id] }),
  })
  const total = deliveries.data?.total ?? 0
  return (
    <section aria-label={`Deliveries of ${hook.name}`}>
      <h2>Deliveries of {hook.name}</h2>
      {deliveries.isPending && <p>Loading deliveries…</p>}
      {deliveries.isError && <p role="alert">Could not load the deliveries: {deliveries.error.message}</p>}
      {resend.error && <p role="alert">Could not send it again. {problem(resend.error)}</p>}
      {deliveries.data && deliveries.data.items.length === 0 && <p>Nothing sent yet: deliveries appear after the next build.</p>}
      {deliveries.data && deliveries.data.items.length > 0 && (
        <>
          <table className="studio__table">
            <thead>
              <tr>
                <th>Sent</th>
                <th>Event</th>
                <th>Status</th>
                <th>Attempts</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.data.items.map((d) => (
                <tr key={d.id}>
                  <td>{when(d.created_at)}</td>
                  <td>{eventLabel(d.event)}</td>
                  <td>{deliveryStatus(d)}</td>
                  <td>
                    <ol className="studio__fields">
                      {d.attempts.map((a, i) => (
                        <li key={i}>
                          {when(a.at)}: {a.status === null ? 'no answer' : `answered ${a.status}`} in {a.ms} ms{a.error ? `. ${a.error}` : ''}
                          {a.response && (
                            <details>
                              <summary>Start of the answer (at most 300 characters)</summary>
                              <pre>{a.response}</pre>
                            </details>
                          )}
                        </li>
                      ))}
                    </ol>
                  </td>
                  <td>
                    <button type="button" disabled={d.status === 'pending' || resend.isPending} onClick={() => resend.mutate(d)}>
                      Send again
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager offset={offset} shown={deliveries.data.items.length} total={total} pageSize={pageSize} onOffset={setOffset} />
        </>
      )}
    </section>
  )
}
