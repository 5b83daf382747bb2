import { useEffect, useState } from 'react'
import type { BlockComponent } from '../../defineBlock.ts'
import { RichText } from '../../shared/RichText.tsx'
import type { BookingResort } from '../../shared/booking.ts'
import type { bookingSummaryDefinition } from './definition.ts'
import { longDate, nightsText, readStay, travellers, type ChosenStay } from './readStay.ts'

/** The prerendered page cannot know the request: the stay is read from the address once the page runs. */
const BookingSummary: BlockComponent<typeof bookingSummaryDefinition> = ({ values, field, data }) => {
  const resorts = Array.isArray(data) ? (data as BookingResort[]) : []
  const [stay, setStay] = useState<ChosenStay | null | undefined>(undefined)
  useEffect(() => setStay(readStay(window.location.search, resorts) ?? null), [resorts])
  return (
    <section className="v-booking-summary" aria-live="polite">
      <h1 {...field('title')}>{values.title}</h1>
      {stay === undefined ? (
        <p className="v-booking-summary__wait">Reading your stay…</p>
      ) : stay === null ? (
        <p className="v-booking-summary__empty">
          {values.emptyText} <a href="/">Back to the home page</a>
        </p>
      ) : (
        <dl className="v-booking-summary__stay" aria-label="The stay you chose">
          <dt>Resort</dt>
          <dd>
            {stay.resort.name}
            {stay.resort.place ? <span className="v-booking-summary__place">, {stay.resort.place}</span> : null}
          </dd>
          <dt>Arrive</dt>
          <dd>{longDate(stay.arrive)}</dd>
          <dt>Depart</dt>
          <dd>
            {longDate(stay.depart)} ({nightsText(stay.nights)})
          </dd>
          <dt>Travellers</dt>
          <dd>{travellers(stay)}</dd>
          {stay.from ? (
            <>
              <dt>Flights</dt>
              <dd>From {stay.from}</dd>
            </>
          ) : null}
          {stay.promo ? (
            <>
              <dt>Promo code</dt>
              <dd>{stay.promo}</dd>
            </>
          ) : null}
        </dl>
      )}
      {values.copy ? <div {...field('copy')}><RichText className="v-booking-summary__copy" html={values.copy} /></div> : null}
      {stay ? (
        <p>
          <a href="/">Change your stay</a>
        </p>
      ) : null}
    </section>
  )
}
export default BookingSummary
