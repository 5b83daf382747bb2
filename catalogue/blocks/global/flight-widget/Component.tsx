import { useEffect, useState, type FormEvent } from 'react'
import type { BlockComponent } from '../../defineBlock.ts'
import { allowedResorts, buildBookingUrl, localToday, readBookingConstraints, type BookingConstraints, type BookingResort, type BookingUrlResult } from '../../shared/booking.ts'
import type { flightWidgetDefinition } from './definition.ts'

const FlightWidget: BlockComponent<typeof flightWidgetDefinition> = ({ values, id, data }) => {
  const all = Array.isArray(data) ? (data as BookingResort[]) : []
  const [constraints, setConstraints] = useState<BookingConstraints>({ exclude: [] })
  const [result, setResult] = useState<BookingUrlResult | null>(null)
  // The request is shown to editors only (the studio's live preview and its /voix tool pages), never to visitors.
  const [inPreview, setInPreview] = useState(false)
  const showDebug = values.showDebug && inPreview
  useEffect(() => {
    setConstraints(readBookingConstraints(document))
    setInPreview(document.documentElement.dataset.preview !== undefined || location.pathname.startsWith('/voix/'))
  }, [])

  function request(form: HTMLFormElement): BookingUrlResult {
    const data = new FormData(form)
    const get = (name: string) => String(data.get(name) ?? '')
    return buildBookingUrl(
      values.engineUrl || '/book',
      { resort: get('resort'), arrive: get('arrive'), depart: get('depart'), adults: Number(get('adults')), children: 0, from: get('from').toUpperCase(), currency: 'USD' },
      all,
      constraints,
      localToday(),
    )
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const built = request(event.currentTarget)
    setResult(built)
    if (built.ok && !showDebug) window.location.assign(built.url)
  }

  const fid = (name: string) => `${id}-${name}`
  return (
    <section className="v-flight">
      <h2>{values.title}</h2>
      <form className="v-booking v-flight__form" onSubmit={onSubmit} onChange={(e) => showDebug && setResult(request(e.currentTarget))}>
        <label className="v-booking__field v-booking__field--small" htmlFor={fid('from')}>
          From
          <input id={fid('from')} name="from" placeholder="JFK" maxLength={3} required pattern="[A-Za-z]{3}" />
        </label>
        <label className="v-booking__field" htmlFor={fid('resort')}>
          To
          <select id={fid('resort')} name="resort" required defaultValue="">
            <option value="" disabled>
              Choose a resort
            </option>
            {allowedResorts(all, constraints).map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}{r.place ? ` (${r.place})` : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="v-booking__field" htmlFor={fid('arrive')}>
          Depart
          <input id={fid('arrive')} name="arrive" type="date" required min={constraints.min} max={constraints.max} />
        </label>
        <label className="v-booking__field" htmlFor={fid('depart')}>
          Return
          <input id={fid('depart')} name="depart" type="date" required min={constraints.min} max={constraints.max} />
        </label>
        <label className="v-booking__field v-booking__field--small" htmlFor={fid('adults')}>
          Travellers
          <input id={fid('adults')} name="adults" type="number" min={1} max={8} defaultValue={2} required />
        </label>
        <button type="submit" className="v-booking__submit">
          Search
        </button>
        {result && !result.ok && (
          <p className="v-booking__error" role="alert">
            {result.error}
          </p>
        )}
      </form>
      {showDebug && (
        <pre className="v-flight__debug" aria-label="Booking request">
          {result === null ? 'Fill in the form to see the request.' : result.ok ? `GET ${result.url}` : `Not sent: ${result.field}: ${result.error}`}
          {`\nconstraints: ${JSON.stringify(constraints)}`}
        </pre>
      )}
    </section>
  )
}
export default FlightWidget
