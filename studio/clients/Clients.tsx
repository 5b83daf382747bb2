import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { formProblem } from '../shell/formProblem.ts'
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx'
import { scopeChoices, scopeLabel } from '../tokens/tokenWords.ts'
import type { TokenScope } from '../tokens/tokensApi.ts'
import { clientsApi, type RegisteredClient } from './clientsApi.ts'
import './clients.css'

const labels = { name: 'Name', redirectUris: 'Return addresses', scopes: 'What it may do', kind: 'Kind' }
const problem = (error: Error) => formProblem(error, labels, 'It no longer exists. Reload the page to see the list as it is now.')

/** `/voix/apps` (admins): other applications that may sign people in with their Voix account (OAuth clients). */
export function Clients() {
  const client = useQueryClient()
  const [made, setMade] = useState<{ name: string; id: string; secret?: string }>()
  const [removing, setRemoving] = useState<RegisteredClient>()
  const list = useQuery({ queryKey: ['oauth-clients'], queryFn: clientsApi.list })
  const refresh = () => client.invalidateQueries({ queryKey: ['oauth-clients'] })
  const toggle = useMutation({ mutationFn: (c: RegisteredClient) => clientsApi.setDisabled(c.id, !c.disabledAt), onSettled: refresh })
  const remove = useMutation({ mutationFn: (c: RegisteredClient) => clientsApi.remove(c.id), onSettled: () => (setRemoving(undefined), refresh()) })
  return (
    <section>
      <div className="studio__heading">
        <h1>Connected apps</h1>
      </div>
      <p>
        A connected app, such as a booking dashboard, lets people sign in with their Voix account and then works for them, but only within what you allow here. Give each app its own
        entry.
      </p>
      {made && <Registered made={made} onDone={() => setMade(undefined)} />}
      <NewClientForm onMade={(m) => (setMade(m), refresh())} />
      {list.isPending && <p>Loading apps…</p>}
      {list.isError && <p role="alert">Could not load the apps: {list.error.message}</p>}
      {toggle.error && <p role="alert">Could not change the app. {problem(toggle.error)}</p>}
      {remove.error && <p role="alert">Could not delete the app. {problem(remove.error)}</p>}
      {list.data && list.data.items.length === 0 && <p>No connected apps yet.</p>}
      {list.data && list.data.items.length > 0 && (
        <table className="studio__table clients__table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Return addresses</th>
              <th>Allowed to</th>
              <th>State</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((c) => (
              <tr key={c.id}>
                <td data-label="Name">
                  {c.name}
                  <br />
                  <small className="studio__muted">
                    App id <code>{c.id}</code>
                  </small>
                </td>
                <td data-label="Return addresses">
                  <ul>
                    {c.redirectUris.map((u) => (
                      <li key={u}>
                        <code>{u}</code>
                      </li>
                    ))}
                  </ul>
                </td>
                <td data-label="Allowed to">{c.scopes.map(scopeLabel).join(', ')}</td>
                <td data-label="State">{c.disabledAt ? `Switched off ${new Date(c.disabledAt).toLocaleString()}` : c.kind === 'confidential' ? 'On, with a secret' : 'On, without a secret'}</td>
                <td className="clients__actions">
                  <button type="button" disabled={toggle.isPending} onClick={() => toggle.mutate(c)}>
                    {c.disabledAt ? `Switch on ${c.name}` : `Switch off ${c.name}`}
                  </button>
                  <button type="button" onClick={() => setRemoving(c)}>
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {removing && (
        <ConfirmDialog title={`Delete ${removing.name}?`} confirm="Delete app" busy={remove.isPending} onConfirm={() => remove.mutate(removing)} onCancel={() => setRemoving(undefined)}>
          <p>Everyone signed in through this app is signed out of it, and it can no longer sign anyone in. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  )
}

function Registered({ made, onDone }: { made: { name: string; id: string; secret?: string }; onDone: () => void }) {
  return (
    <div role="status" aria-label="New app" className="clients__secret">
      <p>
        <strong>{made.name}</strong> is connected. Give its developers the app id <code>{made.id}</code>
        {made.secret ? (
          <>
            {' '}
            and this secret, now: it is not shown again. <code>{made.secret}</code>
          </>
        ) : (
          '.'
        )}
      </p>
      <button type="button" onClick={onDone}>
        Done
      </button>
    </div>
  )
}

function NewClientForm({ onMade }: { onMade: (made: { name: string; id: string; secret?: string }) => void }) {
  const [name, setName] = useState('')
  const [addresses, setAddresses] = useState('')
  const [scopes, setScopes] = useState<TokenScope[]>(['read'])
  const [kind, setKind] = useState<RegisteredClient['kind']>('confidential')
  const register = useMutation({
    mutationFn: () => clientsApi.register({ name, kind, scopes, redirectUris: addresses.split('\n').map((s) => s.trim()).filter(Boolean) }),
    onSuccess: (m) => (setName(''), setAddresses(''), onMade({ name: m.name, id: m.id, ...(m.secret ? { secret: m.secret } : {}) })),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    register.mutate()
  }
  const flip = (s: TokenScope) => setScopes((now) => (now.includes(s) ? now.filter((x) => x !== s) : [...now, s]))
  return (
    <form onSubmit={submit} aria-label="Connect an app" className="clients__form">
      <h2>Connect an app</h2>
      <label>
        Name <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} placeholder="Booking dashboard" />
      </label>
      <label>
        Return addresses
        <small className="studio__muted"> One a line, exactly as the app sends them: https, or http only for 127.0.0.1, localhost or [::1].</small>
        <textarea value={addresses} onChange={(e) => setAddresses(e.target.value)} rows={3} required placeholder="https://dashboard.example.com/signed-in" />
      </label>
      <fieldset className="clients__choices">
        <legend>What it may do</legend>
        {scopeChoices.map((c) => (
          <label key={c.scope}>
            <input type="checkbox" checked={scopes.includes(c.scope)} onChange={() => flip(c.scope)} /> {c.label}
            <small className="studio__muted"> {c.hint}</small>
          </label>
        ))}
      </fieldset>
      <fieldset className="clients__choices">
        <legend>Kind</legend>
        <label>
          <input type="radio" name="kind" checked={kind === 'confidential'} onChange={() => setKind('confidential')} /> Runs on a server
          <small className="studio__muted"> It gets a secret, shown once, to prove it is the app.</small>
        </label>
        <label>
          <input type="radio" name="kind" checked={kind === 'public'} onChange={() => setKind('public')} /> Runs on a phone or in a browser
          <small className="studio__muted"> It cannot keep a secret, so it gets none.</small>
        </label>
      </fieldset>
      <button type="submit" disabled={register.isPending}>
        Connect app
      </button>
      {register.error && <p role="alert">Could not connect the app. {problem(register.error)}</p>}
    </form>
  )
}
