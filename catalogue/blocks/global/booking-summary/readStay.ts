// Kept free of zod and React: the booking summary runs it in the visitor's browser.
import { dayOf, type BookingResort } from '../../shared/booking.ts'

export interface ChosenStay {
  resort: BookingResort
  arrive: string
  depart: string
  nights: number
  adults: number
  children: number
  /** Departure airport when flights were asked for. */
  from?: string
  promo?: string
}

const count = (value: string | null, min: number, max: number) => {
  const n = Number(value)
  return value !== null && Number.isInteger(n) && n >= min && n <= max ? n : undefined
}

/**
 * The stay a booking widget asked for (buildBookingUrl's query), or undefined when the address does not hold a
 * whole one: an unknown resort, a missing or reversed date, or travellers out of range.
 */
export function readStay(search: string, resorts: readonly BookingResort[]): ChosenStay | undefined {
  const q = new URLSearchParams(search)
  const resort = resorts.find((r) => r.code === q.get('resort'))
  const arrive = dayOf(q.get('arrive'))
  const depart = dayOf(q.get('depart'))
  const adults = count(q.get('adults'), 1, 8)
  const children = count(q.get('children') ?? '0', 0, 6)
  if (!resort || !arrive || !depart || depart <= arrive || adults === undefined || children === undefined) return undefined
  const nights = Math.round((Date.parse(`${depart}T12:00:00Z`) - Date.parse(`${arrive}T12:00:00Z`)) / 86_400_000)
  const from = q.get('flight') === '1' && /^[A-Z]{3}$/.test(q.get('from') ?? '') ? q.get('from')! : undefined
  const promo = /^[A-Za-z0-9_-]{1,40}$/.test(q.get('promo') ?? '') ? q.get('promo')! : undefined
  return { resort, arrive, depart, nights, adults, children, ...(from ? { from } : {}), ...(promo ? { promo } : {}) }
}

/** '2027-05-28' → 'Friday, May 28, 2027'. */
export const longDate = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
export const travellers = (s: ChosenStay) => [plural(s.adults, 'adult', 'adults'), ...(s.children ? [plural(s.children, 'child', 'children')] : [])].join(' and ')
export const nightsText = (n: number) => plural(n, 'night', 'nights')
