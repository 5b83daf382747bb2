import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { formProblem } from '../shell/formProblem.ts'
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx'
import { expiryChoices, fieldLabels, lastUse, scopeChoices, scopeLabel, tokenState } from './tokenWords.ts'
import { tokensApi, type ApiToken, type TokenScope } from './tokensApi.ts'
import './tokens.css'

const problem = (error: Error) => formProblem(error, fieldLabels, 'It no longer exists. Reload the page to see the list as it is now.')

/** `/voix/tokens` (admins): API tokens for programs such as a CI pipeline; each is shown once, when made. */
export function Tokens() {
  const client = useQueryClient()
  const [made, setMade] = useState<{ name: string; token: string }>()
  const [revoking, setRevoking] = useState<ApiToken>()
  const tokens = useQuery({ queryKey: ['api-tokens'], queryFn: tokensApi.list })
  const refresh = () => client.invalidateQueries({ queryKey: ['api-tokens'] })
  const revoke = useMutation({
    mutationFn: (token: ApiToken) => tokensApi.revoke(token.id),
    onSettled: () => (setRevoking(undefined), refresh()),
  })
  const now = Date.now()
  return (
    <section>
      <div className="studio__heading">
        <h1>API tokens</h1>
      </div>
      <p>A token lets a program, such as a build pipeline, use the content API without a person signing in. Give each program its own token, with only what it needs.</p>
      {made && <ShownOnce made={made} onDone={() => setMade(undefined)} />}
      <NewToken onMade={(m) => (setMade({ name: m.name, token: m.token }), refresh())} />
      {tokens.isPending && <p>Loading tokens…</p>}
      {tokens.isError && <p role="alert">Could not load the tokens: {tokens.error.message}</p>}
      {revoke.error && <p role="alert">Could not revoke the token. {problem(revoke.error)}</p>}
      {tokens.data && tokens.data.items.length === 0 && <p>No tokens yet.</p>}
      {tokens.data && tokens.data.items.length > 0 && (
        <table className="studio__table tokens__table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Allowed to</th>
              <th>Last used</th>
              <th>State</th>
              <th>Made</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {tokens.data.items.map((t) => (
              <tr key={t.id}>
                <td data-label="Name">{t.name}</td>
                <td data-label="Allowed to">{scopeLabel(t.scope)}</td>
                <td data-label="Last used">{lastUse(t)}</td>
                <td data-label="State">{tokenState(t, now)}</td>
                <td data-label="Made">
                  {new Date(t.created_at).toLocaleString()} by {t.created_by}
                </td>
                <td>
                  {!t.revoked_at && (
                    <button type="button" onClick={() => setRevoking(t)}>
                      Revoke
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {revoking && (
        <ConfirmDialog title={`Revoke ${revoking.name}?`} confirm="Revoke token" busy={revoke.isPending} onConfirm={() => revoke.mutate(revoking)} onCancel={() => setRevoking(undefined)}>
          <p>Programs using this token are refused from now on. This cannot be undone: make a new token if one is needed again.</p>
        </ConfirmDialog>
      )}
    </section>
  )
}

function ShownOnce({ made, onDone }: { made: { name: string; token: string }; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean>()
  const copy = () => void navigator.clipboard?.writeText(made.token).then(() => setCopied(true), () => setCopied(false))
  return (
    <div role="status" aria-label="New token" className="tokens__secret">
      <p>
        The token <strong>{made.name}</strong>. Copy it into the program now: it is not shown again.
      </p>
      <code>{made.token}</code>{' '}
      <button type="button" onClick={copy}>
        Copy
      </button>{' '}
      <button type="button" onClick={onDone}>
        Done
      </button>
      {copied === true && <p>Copied.</p>}
      {copied === false && <p>Could not copy: select the token and copy it by hand.</p>}
    </div>
  )
}

function NewToken({ onMade }: { onMade: (made: ApiToken & { token: string }) => void }) {
  const [name, setName] = useState('')
  const [scope, setScope] = useState<TokenScope>('read')
  const [days, setDays] = useState(90)
  const create = useMutation({
    mutationFn: () => tokensApi.create({ name, scope, expiresInDays: days }),
    onSuccess: (made) => (setName(''), onMade(made)),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    create.mutate()
  }
  return (
    <form onSubmit={submit} aria-label="New token">
      <h2>Make a token</h2>
      <label>
        Name <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} placeholder="Nightly build pipeline" />
      </label>
      <fieldset className="tokens__scopes">
        <legend>What it may do</legend>
        {scopeChoices.map((c) => (
          <label key={c.scope}>
            <input type="radio" name="scope" checked={scope === c.scope} onChange={() => setScope(c.scope)} /> {c.label}
            <small className="studio__muted"> {c.hint}</small>
          </label>
        ))}
      </fieldset>
      <label>
        Expires after{' '}
        <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {expiryChoices.map(([d, label]) => (
            <option key={d} value={d}>
              {label}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit" disabled={create.isPending}>
        Make token
      </button>
      {create.error && <p role="alert">Could not make the token. {problem(create.error)}</p>}
    </form>
  )
}
