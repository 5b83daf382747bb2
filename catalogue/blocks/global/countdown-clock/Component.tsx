import { useEffect, useState } from 'react'
import type { BlockComponent } from '../../defineBlock.ts'
import type { countdownClockDefinition } from './definition.ts'
import { remaining, type Remaining } from './remaining.ts'

const units = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const

/** The prerendered HTML shows placeholders: the time left depends on when the visitor looks, not on the build. */
const CountdownClock: BlockComponent<typeof countdownClockDefinition> = ({ values, field }) => {
  const end = values.date ? Date.parse(values.date) : NaN
  const [left, setLeft] = useState<Remaining | null>(null)

  useEffect(() => {
    if (Number.isNaN(end)) return
    const tick = () => setLeft(remaining(end, Date.now()))
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [end])

  if (Number.isNaN(end)) return null
  return (
    <section className="v-countdown" data-ends={values.date}>
      <h2 {...field('title')}>{values.title}</h2>
      {left?.done ? (
        <p className="v-countdown__ended">{values.endedText}</p>
      ) : (
        <div className="v-countdown__clock" role="timer" aria-live="off">
          {units.map(([key, label]) => (
            <div key={key} className="v-countdown__unit">
              <span className="v-countdown__value" data-unit={key}>
                {left ? String(left[key]).padStart(2, '0') : '--'}
              </span>
              <span className="v-countdown__label">{label}</span>
            </div>
          ))}
        </div>
      )}
    </section>
  )
}
export default CountdownClock
