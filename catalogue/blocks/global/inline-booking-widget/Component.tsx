import { textOn } from '../../../layouts/contrast.ts'
import { useEffect, useState, type FormEvent } from 'react'
import type { BlockComponent } from '../../defineBlock.ts'
import { allowedResorts, buildBookingUrl, localToday, readBookingConstraints, type BookingConstraints, type BookingResort } from '../../shared/booking.ts'
import type { inlineBookingWidgetDefinition } from './definition.ts'

const InlineBookingWidget: BlockComponent<typeof inlineBookingWidgetDefinition> = ({ values, id, data }) => {
  const all = Array.isArray(data) ? (data as BookingResort[]) : []
  const [constraints, setConstraints] = useState<BookingConstraints>({ exclude: [] })
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  // Today is the visitor's, not the build's, so it too waits for the browser (the HTML stays the same for all).
  const [today, setToday] = useState('')
  // The limiter and exclusion blocks may sit anywhere on the page, so they are read from it once it is there.
  useEffect(() => {
    setConstraints(readBookingConstraints(document))
    setToday(localToday())
  }, [])

  const resorts = allowedResorts(all, constraints)
  const minArrive = constraints.min && constraints.min > today ? constraints.min : today

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Read again: in the studio's live preview a limiter may have been added since the widget appeared.
    const current = readBookingConstraints(document)
    setConstraints(current)
    const form = new FormData(event.currentTarget)
    const get = (name: string) => String(form.get(name) ?? '')
    const result = buildBookingUrl(
      values.engineUrl || '/book',
      {
        resort: get('resort'),
        arrive: get('arrive'),
        depart: get('depart'),
        adults: Number(get('adults')),
        children: Number(get('children')),
        ...(values.promo ? { promo: values.promo } : {}),
        ...(values.showFlightBookingWidget && get('from') ? { from: get('from').toUpperCase() } : {}),
        currency: 'USD',
        lang: document.documentElement.lang || 'en',
      },
      all,
      current,
      localToday(),
    )
    if (!result.ok) return setError({ field: result.field, message: result.error })
    setError(null)
    window.location.assign(result.url)
  }

  const fid = (name: string) => `${id}-${name}`
  // The button's text follows the editor's accent colour, at readable contrast.
  const style = { top: `${values.heightFromTop}px`, ...(values.accentColor ? { ['--v-accent' as string]: values.accentColor, ['--v-on-accent' as string]: textOn(values.accentColor) } : {}) }
  return (
    <form
      className={`v-booking${values.shiftOverHero ? ' v-booking--over-hero' : ''}`}
      style={style}
      onSubmit={onSubmit}
      onFocus={() => setConstraints(readBookingConstraints(document))}
      aria-label="Book your stay"
    >
      <label className="v-booking__field" htmlFor={fid('resort')}>
        Resort
        <select id={fid('resort')} name="resort" defaultValue={resorts.some((r) => r.code === values.resort) ? values.resort : ''} required>
          <option value="" disabled>
            Choose a resort
          </option>
          {resorts.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <label className="v-booking__field" htmlFor={fid('arrive')}>
        Arrive
        <input id={fid('arrive')} name="arrive" type="date" min={minArrive || undefined} max={constraints.max} required />
      </label>
      <label className="v-booking__field" htmlFor={fid('depart')}>
        Depart
        <input id={fid('depart')} name="depart" type="date" min={minArrive || undefined} max={constraints.max} required />
      </label>
      <label className="v-booking__field v-booking__field--small" htmlFor={fid('adults')}>
        Adults
        <input id={fid('adults')} name="adults" type="number" min={1} max={8} defaultValue={2} required />
      </label>
      <label className="v-booking__field v-booking__field--small" htmlFor={fid('children')}>
        Children
        <input id={fid('children')} name="children" type="number" min={0} max={6} defaultValue={0} required />
      </label>
      {values.showFlightBookingWidget && (
        <label className="v-booking__field v-booking__field--small" htmlFor={fid('from')}>
          Flying from
          <input id={fid('from')} name="from" placeholder="JFK" maxLength={3} pattern="[A-Za-z]{3}" autoCapitalize="characters" />
        </label>
      )}
      <button type="submit" className="v-booking__submit">
        {values.showFlightBookingWidget ? 'Search stay + flight' : 'Check availability'}
      </button>
      {error && (
        <p className="v-booking__error" role="alert" data-field={error.field}>
          {error.message}
        </p>
      )}
    </form>
  )
}
export default InlineBookingWidget
