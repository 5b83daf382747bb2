import type { BlockComponent } from '../../defineBlock.ts'
import { toIsoTime } from './clockTime.ts'
import type { checkInOutDefinition } from './definition.ts'

const CheckInOut: BlockComponent<typeof checkInOutDefinition> = ({ values, field }) => {
  const { title, checkIn, checkOut, note } = values
  const times = [
    { key: 'checkIn' as const, label: 'Check-in', value: checkIn },
    { key: 'checkOut' as const, label: 'Check-out', value: checkOut },
  ].filter((t) => t.value)
  return (
    <section className="v-check-in-out">
      {title && <h3 {...field('title')}>{title}</h3>}
      <dl className="v-check-in-out__times">
        {times.map((t) => (
          <div key={t.key}>
            <dt>{t.label}</dt>
            <dd {...field(t.key)}>
              <time dateTime={toIsoTime(t.value)}>{t.value}</time>
            </dd>
          </div>
        ))}
      </dl>
      {note && <p className="v-check-in-out__note">{note}</p>}
    </section>
  )
}
export default CheckInOut
