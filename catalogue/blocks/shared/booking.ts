// Kept free of zod and React: the booking widgets run it in the public site's browser bundle.
import { checkWebUrl, type WebUrlRule } from '../../fields/checkUrl.ts'

/** Where a booking engine may be: an https:// address or a path on this site. The field and the widgets' navigation both check it. */
export const bookingEngineUrl: WebUrlRule = { schemes: ['https'], paths: true }

/** A resort as the booking widgets offer it: the booking engine's code, and how visitors know it. */
export interface BookingResort {
  code: string
  name: string
  place: string
}

/**
 * The booking widgets' resorts, from the Resort records the build hands them (database-backed blocks): those
 * with a booking code, by name. Plain objects in, so the browser bundle needs no schema.
 */
export function toBookingResorts(records: readonly { name: string; bookingCode?: string; city?: string; country?: string }[]): BookingResort[] {
  return records
    .filter((r) => r.bookingCode)
    .map((r) => ({ code: r.bookingCode!, name: r.name, place: [r.city, r.country].filter(Boolean).join(', ') }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** What the page's Booking dates limiter and Booking exclude resorts blocks allow. */
export interface BookingConstraints {
  /** First allowed arrival, YYYY-MM-DD. */
  min?: string
  /** Last allowed departure, YYYY-MM-DD. */
  max?: string
  exclude: string[]
}

export interface BookingRequest {
  resort: string
  arrive: string
  depart: string
  adults: number
  children: number
  promo?: string
  /** Departure airport (IATA) when flights are booked with the stay. */
  from?: string
  currency?: string
  lang?: string
}

export type BookingUrlResult = { ok: true; url: string } | { ok: false; field: keyof BookingRequest | 'engine'; error: string }

/** The calendar day of a date or datetime ('2027-01-31T18:00' → '2027-01-31'); '' when there is none. */
export function dayOf(value: string | undefined | null): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0] ?? ''
}

/** Markers the constraint blocks render, so widgets anywhere on the page can read them without shared state. */
export const limitsAttr = 'data-booking-limits'
export const excludeAttr = 'data-booking-exclude'

/** Every constraint on the page, combined: the latest minimum, the earliest maximum, all exclusions. */
export function readBookingConstraints(root: ParentNode): BookingConstraints {
  const constraints: BookingConstraints = { exclude: [] }
  for (const el of Array.from(root.querySelectorAll(`[${limitsAttr}]`))) {
    const min = dayOf(el.getAttribute('data-min'))
    const max = dayOf(el.getAttribute('data-max'))
    if (min && (!constraints.min || min > constraints.min)) constraints.min = min
    if (max && (!constraints.max || max < constraints.max)) constraints.max = max
  }
  for (const el of Array.from(root.querySelectorAll(`[${excludeAttr}]`)))
    for (const code of (el.getAttribute(excludeAttr) ?? '').split(',')) if (code && !constraints.exclude.includes(code)) constraints.exclude.push(code)
  return constraints
}

/** The bookable resorts once the page's exclusions are applied. */
export function allowedResorts(resorts: readonly BookingResort[], constraints: BookingConstraints): BookingResort[] {
  return resorts.filter((r) => !constraints.exclude.includes(r.code))
}

/**
 * The booking engine request: `GET {engine}?resort=CODE&arrive=YYYY-MM-DD&depart=YYYY-MM-DD&adults=N&children=N`
 * plus `promo`, `currency` and `lang` when given, and `flight=1&from=IATA` for a stay with flights. Every rule
 * the page sets is checked here, so a request the widget builds is one the page allows.
 */
export function buildBookingUrl(
  engine: string,
  request: BookingRequest,
  resorts: readonly BookingResort[],
  constraints: BookingConstraints,
  today: string,
): BookingUrlResult {
  // The field refuses unsafe engine URLs on save; this refuses them again before navigating, so content stored
  // before that check (or edited in the database) can never send a visitor to javascript: or data:.
  if (!checkWebUrl(engine, bookingEngineUrl).ok) return { ok: false, field: 'engine', error: 'Booking is not available: this page has no valid booking engine address' }
  const known = resorts.some((r) => r.code === request.resort)
  if (!known || constraints.exclude.includes(request.resort)) return { ok: false, field: 'resort', error: 'Choose a resort from the list' }
  if (!dayOf(request.arrive)) return { ok: false, field: 'arrive', error: 'Choose an arrival date' }
  if (!dayOf(request.depart)) return { ok: false, field: 'depart', error: 'Choose a departure date' }
  const earliest = constraints.min && constraints.min > today ? constraints.min : today
  if (request.arrive < earliest) return { ok: false, field: 'arrive', error: `Arrival must be on or after ${earliest}` }
  if (request.depart <= request.arrive) return { ok: false, field: 'depart', error: 'Departure must be after arrival' }
  if (constraints.max && request.depart > constraints.max) return { ok: false, field: 'depart', error: `Departure must be on or before ${constraints.max}` }
  if (!Number.isInteger(request.adults) || request.adults < 1 || request.adults > 8) return { ok: false, field: 'adults', error: 'Adults must be from 1 to 8' }
  if (!Number.isInteger(request.children) || request.children < 0 || request.children > 6) return { ok: false, field: 'children', error: 'Children must be from 0 to 6' }
  if (request.from !== undefined && !/^[A-Z]{3}$/.test(request.from)) return { ok: false, field: 'from', error: 'Departure airport must be a three-letter code such as JFK' }
  const params = new URLSearchParams({
    resort: request.resort,
    arrive: request.arrive,
    depart: request.depart,
    adults: String(request.adults),
    children: String(request.children),
  })
  if (request.promo) params.set('promo', request.promo)
  if (request.from) {
    params.set('flight', '1')
    params.set('from', request.from)
  }
  if (request.currency) params.set('currency', request.currency)
  if (request.lang) params.set('lang', request.lang)
  return { ok: true, url: `${engine}${engine.includes('?') ? '&' : '?'}${params}` }
}

/** Today in the visitor's time zone, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
