import { useState, type FormEvent } from 'react'
import type { FormName } from '../../model/entities/formSubmission.ts'
import { formValues, submitForm } from './submitForm.ts'

export type FormStatus = 'idle' | 'sending' | 'sent' | 'error'

/**
 * State and submit handler for a block's form: the browser checks required fields first, the API checks
 * everything, and its messages are shown beside the fields it names. `extra` adds fields the editor set.
 */
export function useFormSubmit(formName: FormName, extra: Record<string, unknown> = {}) {
  const [status, setStatus] = useState<FormStatus>('idle')
  const [message, setMessage] = useState('')
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setStatus('sending')
    const result = await submitForm(formName, { ...formValues(event.currentTarget), ...extra })
    if (result.ok) {
      setStatus('sent')
      setFieldErrors({})
      return
    }
    setStatus('error')
    setMessage(result.message)
    setFieldErrors(result.fieldErrors)
  }
  return { status, message, fieldErrors, onSubmit }
}
