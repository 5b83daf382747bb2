import type { ReactNode } from 'react'

interface Props {
  id: string
  label: string
  error?: string
  children: (describedBy: string | undefined) => ReactNode
}

/** A labelled form control with the API's message for it, announced to screen readers. */
export function FormField({ id, label, error, children }: Props) {
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={`v-form__field${error ? ' v-form__field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children(errorId)}
      {error && (
        <p className="v-form__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}
