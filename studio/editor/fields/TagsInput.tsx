import { useState } from 'react'

/** Tags typed as a comma-separated list; each tag is trimmed, empty ones dropped, at most 100 characters. */
export function TagsInput({ label, value, onChange }: { label: string; value: readonly string[]; onChange: (tags: string[]) => void }) {
  const [text, setText] = useState(value.join(', '))
  const tags = text.split(',').map((t) => t.trim()).filter(Boolean)
  const tooLong = tags.find((t) => t.length > 100)
  return (
    <>
      <label>
        {label} (separated by commas)
        <input
          name="tags"
          value={text}
          placeholder="such as summer, family"
          onChange={(e) => {
            setText(e.target.value)
            const next = e.target.value.split(',').map((t) => t.trim()).filter(Boolean)
            if (next.every((t) => t.length <= 100)) onChange(next)
          }}
        />
      </label>
      {tooLong && <p role="alert">A tag may have at most 100 characters: shorten “{tooLong.slice(0, 20)}…”.</p>}
    </>
  )
}
