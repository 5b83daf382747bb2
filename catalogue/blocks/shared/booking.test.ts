// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { allowedResorts, buildBookingUrl as build, readBookingConstraints, toBookingResorts } from './booking.ts'

const resorts = toBookingResorts([
  { name: 'Hyatt Ziva Cancun', bookingCode: 'HZCUN', city: 'Cancún', country: 'Mexico' },
  { name: 'Hyatt Ziva Puerto Vallarta', bookingCode: 'HZPVR', city: 'Puerto Vallarta', country: 'Mexico' },
  { name: 'Sanctuary Cap Cana', bookingCode: 'SANCC', country: 'Dominican Republic' },
  { name: 'Hilton Rose Hall', bookingCode: 'HILRB' },
  { name: 'A resort the engine does not sell', bookingCode: '' },
])
const buildBookingUrl = (engine: string, request: Parameters<typeof build>[1], constraints: Parameters<typeof build>[3], today: string) =>
  build(engine, request, resorts, constraints, today)

const stay = { resort: 'HZCUN', arrive: '2027-03-10', depart: '2027-03-15', adults: 2, children: 1 }
const today = '2027-01-01'

describe('booking request', () => {
  it('builds the engine URL from the fields', () => {
    expect(buildBookingUrl('/book', { ...stay, promo: 'SPRING', currency: 'USD', lang: 'en' }, { exclude: [] }, today)).toEqual({
      ok: true,
      url: '/book?resort=HZCUN&arrive=2027-03-10&depart=2027-03-15&adults=2&children=1&promo=SPRING&currency=USD&lang=en',
    })
    const withFlight = buildBookingUrl('https://engine.example/avail?brand=hz', { ...stay, from: 'JFK' }, { exclude: [] }, today)
    expect(withFlight).toEqual({ ok: true, url: 'https://engine.example/avail?brand=hz&resort=HZCUN&arrive=2027-03-10&depart=2027-03-15&adults=2&children=1&flight=1&from=JFK' })
  })

  it('never builds a request to an unsafe engine address, whatever is stored', () => {
    for (const engine of ['javascript:alert(document.cookie)//', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/book', 'vbscript:x'])
      expect(buildBookingUrl(engine, stay, { exclude: [] }, today)).toMatchObject({ ok: false, field: 'engine' })
  })

  it('honours the dates limiter, the excluded resorts and the obvious rules', () => {
    const limits = { min: '2027-03-12', max: '2027-03-31', exclude: ['HZCUN'] }
    expect(buildBookingUrl('/book', stay, limits, today)).toMatchObject({ ok: false, field: 'resort' })
    expect(buildBookingUrl('/book', { ...stay, resort: 'HZPVR' }, limits, today)).toEqual({ ok: false, field: 'arrive', error: 'Arrival must be on or after 2027-03-12' })
    expect(buildBookingUrl('/book', { ...stay, resort: 'HZPVR', arrive: '2027-03-20', depart: '2027-04-02' }, limits, today)).toEqual({
      ok: false,
      field: 'depart',
      error: 'Departure must be on or before 2027-03-31',
    })
    expect(buildBookingUrl('/book', { ...stay, resort: 'HZPVR', arrive: '2027-03-20', depart: '2027-03-25' }, limits, today).ok).toBe(true)
    expect(buildBookingUrl('/book', stay, { exclude: [] }, '2027-03-11')).toMatchObject({ ok: false, field: 'arrive' })
    expect(buildBookingUrl('/book', { ...stay, depart: '2027-03-10' }, { exclude: [] }, today)).toMatchObject({ ok: false, field: 'depart' })
    expect(buildBookingUrl('/book', { ...stay, adults: 0 }, { exclude: [] }, today)).toMatchObject({ ok: false, field: 'adults' })
    expect(buildBookingUrl('/book', { ...stay, from: 'jfk1' }, { exclude: [] }, today)).toMatchObject({ ok: false, field: 'from' })
    expect(buildBookingUrl('/book', { ...stay, resort: 'NOPE' }, { exclude: [] }, today)).toMatchObject({ ok: false, field: 'resort' })
  })

  it('reads and combines every constraint block on the page', () => {
    document.body.innerHTML = `
      <div data-booking-limits data-min="2027-02-01T00:00" data-max="2027-06-30T23:59"></div>
      <div data-booking-limits data-min="2027-03-01T12:00" data-max=""></div>
      <div data-booking-exclude="HZCUN,SANCC"></div><div data-booking-exclude="HZCUN,HILRB"></div>`
    const constraints = readBookingConstraints(document)
    expect(constraints).toEqual({ min: '2027-03-01', max: '2027-06-30', exclude: ['HZCUN', 'SANCC', 'HILRB'] })
    expect(allowedResorts(resorts, constraints).map((r) => r.code)).toEqual(['HZPVR'])
    expect(resorts.map((r) => `${r.code} ${r.place}`)).toEqual(['HILRB ', 'HZCUN Cancún, Mexico', 'HZPVR Puerto Vallarta, Mexico', 'SANCC Dominican Republic'])
  })
})
