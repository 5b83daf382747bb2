import '../shell/admin.css'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { adminApi } from '../api/adminApi.ts'
import { ApiError } from '../api/client.ts'
import { applyThemeColor, readThemeColor } from '../shell/themeColor.ts'
import { useMe } from '../shell/useMe.ts'

const fieldLabels: Record<string, string> = { name: 'Name', password: 'New password', currentPassword: 'Current password' }

/** The API's refusal by the form's labels, each bad field once. */
function problem(error: Error): string {
  if (error instanceof ApiError && error.issues.length) return error.issues.map((i) => `${fieldLabels[i.path.split('.')[0]!] ?? 'The form'}: ${i.message}`).join('. ')
  return error.message
}

function NameForm({ current }: { current: string }) {
  const client = useQueryClient()
  const [name, setName] = useState(current)
  const save = useMutation({ mutationFn: () => adminApi.updateProfile({ name }), onSuccess: (me) => client.setQueryData(['me'], me) })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.mutate()
  }
  return (
    <form className="studio__form" onSubmit={submit} aria-label="Name">
      <h2>Name</h2>
      <label>
        Your name, as other editors see it
        <input value={name} onChange={(e) => (setName(e.target.value), save.reset())} maxLength={300} />
      </label>
      {save.isError && <p role="alert" className="field__problem">{problem(save.error)}</p>}
      {save.isSuccess && <p role="status">Your name is saved.</p>}
      <div>
        <button type="submit" className="studio__primary" disabled={save.isPending || name === current}>
          Save name
        </button>
      </div>
    </form>
  )
}

function PasswordForm() {
  const [currentPassword, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const [mismatch, setMismatch] = useState(false)
  const save = useMutation({
    mutationFn: () => adminApi.updateProfile({ password, currentPassword }),
    onSuccess: () => (setCurrent(''), setPassword(''), setAgain('')),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    // Only the repeat is checked here; what makes a password acceptable is the API's to say.
    if (password !== again) return setMismatch(true)
    setMismatch(false)
    save.mutate()
  }
  return (
    <form className="studio__form" onSubmit={submit} aria-label="Password">
      <h2>Password</h2>
      <label>
        Current password
        <input type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} required />
      </label>
      <label>
        New password
        <input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </label>
      <label>
        New password again
        <input type="password" autoComplete="new-password" value={again} onChange={(e) => setAgain(e.target.value)} required />
      </label>
      {mismatch && <p role="alert" className="field__problem">New password again: must be the same as the new password.</p>}
      {save.isError && <p role="alert" className="field__problem">{problem(save.error)}</p>}
      {save.isSuccess && <p role="status">Your password is changed. Other browsers signed in as you are signed out.</p>}
      <div>
        <button type="submit" className="studio__primary" disabled={save.isPending}>
          Change password
        </button>
      </div>
    </form>
  )
}

/** /voix/profile: the signed-in user's name, password and studio colour. */
export function Profile() {
  const me = useMe()
  const [color, setColor] = useState(readThemeColor)
  return (
    <section className="profile">
      <h1>Profile</h1>
      {me.isPending && <p role="status">Loading your profile…</p>}
      {me.data && (
        <>
          <p>
            {me.data.email} · {me.data.role}
          </p>
          <NameForm key={me.data.name} current={me.data.name} />
          <PasswordForm />
        </>
      )}
      <div className="studio__form">
        <h2>Studio colour</h2>
        <label>
          The colour of the studio's bar and buttons, in this browser
          <input
            type="color"
            value={color}
            onChange={(e) => {
              setColor(e.target.value)
              applyThemeColor(e.target.value)
            }}
          />
        </label>
      </div>
    </section>
  )
}
