import { useState } from 'react'
import { useMe } from '../../shell/useMe.ts'
import { applyThemeColor, readThemeColor } from '../../shell/themeColor.ts'

export function Profile() {
  const me = useMe()
  const [color, setColor] = useState(readThemeColor)
  return (
    <section>
      <h1>Profile</h1>
      {me.data && (
        <p>
          {me.data.name} · {me.data.email} · {me.data.role}
        </p>
      )}
      <label>
        Studio colour{' '}
        <input
          type="color"
          value={color}
          onChange={(e) => {
            setColor(e.target.value)
            applyThemeColor(e.target.value)
          }}
        />
      </label>
    </section>
  )
}
