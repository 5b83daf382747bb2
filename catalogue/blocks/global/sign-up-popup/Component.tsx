import { useEffect, useState } from 'react'
import type { BlockComponent } from '../../defineBlock.ts'
import { readCookie, writeCookie } from '../../shared/agentSession.ts'
import { FormField } from '../../shared/FormField.tsx'
import { SubmittableForm } from '../../shared/SubmittableForm.tsx'
import { useFormSubmit } from '../../shared/useFormSubmit.ts'
import type { signUpPopupDefinition } from './definition.ts'

const SignUpPopup: BlockComponent<typeof signUpPopupDefinition> = ({ values, id }) => {
  const cookie = `voix-signup-${values.formid}`
  const [open, setOpen] = useState(false)
  const { status, message, fieldErrors, onSubmit } = useFormSubmit('sign-up', { formId: values.formid })

  useEffect(() => {
    if (readCookie(cookie, document.cookie)) return
    const timer = setTimeout(() => setOpen(true), values.delaySeconds * 1000)
    return () => clearTimeout(timer)
  }, [cookie, values.delaySeconds])

  const close = () => {
    setOpen(false)
    writeCookie(cookie, '1', values.cookieDays)
  }
  if (!open) return null
  return (
    <div className="v-signup" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`}>
      <button type="button" className="v-signup__close" aria-label="Close" onClick={close}>
        ×
      </button>
      <h2 id={`${id}-title`}>{values.title}</h2>
      {values.copy && <p>{values.copy}</p>}
      <SubmittableForm status={status} message={message} successMsg={values.successMsg} onSubmit={onSubmit}>
        <FormField id={`${id}-email`} label="E-mail" error={fieldErrors.email}>
          {(d) => <input id={`${id}-email`} name="email" type="email" autoComplete="email" required aria-describedby={d} />}
        </FormField>
        <button className="v-form__submit" type="submit" disabled={status === 'sending'}>
          {values.btnText}
        </button>
      </SubmittableForm>
    </div>
  )
}
export default SignUpPopup
