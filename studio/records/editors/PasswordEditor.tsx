import { useState } from 'react'
import type { CustomField } from '../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'

/** Letters and digits that cannot be mistaken for each other when read out or copied by hand. */
const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A password of 20 characters from the browser's cryptographic random source (about 115 bits). */
export function makePassword(length = 20): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length * 2))
  let out = ''
  // Bytes at or above the largest multiple of the alphabet's size are skipped, so every character is equally likely.
  const limit = 256 - (256 % alphabet.length)
  for (const b of bytes) if (b < limit && out.length < length) out += alphabet[b % alphabet.length]
  return out.length === length ? out : makePassword(length)
}

/**
 * A new password: never shown back, only sent when typed. "Make one up" fills a strong one and shows it, so an
 * admin can copy it and hand it to the person with their email address.
 */
export function PasswordEditor({ value, onChange, inputId, name, disabled }: EditorProps<CustomField>) {
  const [shown, setShown] = useState(false)
  return (
    <span className="password-editor">
      <input
        type={shown ? 'text' : 'password'}
        id={inputId}
        name={name}
        autoComplete="new-password"
        spellCheck={false}
        disabled={disabled}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={() => {
          onChange(makePassword())
          setShown(true)
        }}
      >
        Make one up
      </button>
      <label>
        <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} /> Show
      </label>
    </span>
  )
}
