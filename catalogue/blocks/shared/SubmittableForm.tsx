import type { FormEvent, ReactNode } from 'react'
import type { FormStatus } from './useFormSubmit.ts'

interface Props {
  status: FormStatus
  /** The API's message for a failed submission. */
  message: string
  successMsg: string
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}

/** The form blocks' shared shell: the success message once sent, otherwise the form with the API's error above it. */
export function SubmittableForm({ status, message, successMsg, onSubmit, children }: Props) {
  if (status === 'sent')
    return (
      <p className="v-form__success" role="status">
        {successMsg}
      </p>
    )
  return (
    <form className="v-form" onSubmit={onSubmit}>
      {status === 'error' && (
        <p className="v-form__alert" role="alert">
          {message}
        </p>
      )}
      {children}
    </form>
  )
}
