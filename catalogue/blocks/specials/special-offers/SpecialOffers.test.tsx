import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import SpecialOffers from './Component.tsx'
import { SpecialOffersData, specialOffersDefinition } from './definition.ts'
import { isOfferLive } from './offerImages.ts'

const record = {
  id: 's1',
  title: 'Save 40% on suites',
  subtitle: 'Plus kids stay free',
  content: '<p>Our best rate of the year.</p>',
  terms: '<p>Valid for stays until December 20.</p>',
  percentOff: 40,
  extraSavings: '+ $200 resort credit',
  prettyEndDate: 'Book by December 31',
  endDate: '2026-12-31',
  hideBookNow: false,
  image: '/demo/special.svg',
  imageAlt: 'The pool at sunset',
  resortLogo: '/demo/resort-logo.svg',
  slug: 'save-40',
  bookingLink: '/book?offer=save-40',
  html_id: 'save-40',
  bgsvg: '/demo/pool.svg',
}

const render = (data: unknown, values = {}) =>
  renderToStaticMarkup(
    createElement(SpecialOffers, { values: { ...specialOffersDefinition.defaults, ...values }, id: 'e1', slots: {}, field: () => ({}), data }),
  )

describe('special offers', () => {
  const offers = SpecialOffersData.parse([record, { ...record, id: 's2', slug: 'honeymoon', html_id: '', title: 'Honeymoon', hideBookNow: true, percentOff: null, terms: '' }])

  it('is database-backed and accepts the stored special records', () => {
    expect(specialOffersDefinition.database).toBe(true)
    expect(offers).toHaveLength(2)
  })

  it('shows every listed field of an offer, in the order given', () => {
    const html = render(offers)
    for (const text of ['Save 40% on suites', 'Plus kids stay free', 'Our best rate of the year.', 'Valid for stays until December 20.', '40% off', '+ $200 resort credit', 'Book by December 31', 'Terms &amp; Conditions'])
      expect(html).toContain(text)
    expect(html).toContain('id="save-40"')
    expect(html).toContain('src="/demo/special.svg"')
    expect(html).toContain('alt="The pool at sunset"')
    expect(html).toContain('src="/demo/resort-logo.svg"')
    expect(html).toContain('src="/demo/pool.svg"')
    expect(html.indexOf('Save 40% on suites')).toBeLessThan(html.indexOf('Honeymoon'))
  })

  it('leads Book Now to the offer\'s booking page, and hides it where the offer says so or names no booking page', () => {
    const html = render(offers, { bookNowText: 'Reserve' })
    expect(html.match(/Reserve/g)).toHaveLength(1)
    expect(html).toContain('href="/book?offer=save-40"')
    expect(html).not.toContain('/specials/')
    const nowhere = SpecialOffersData.parse([{ ...record, bookingLink: undefined }])
    expect(render(nowhere, { bookNowText: 'Reserve' })).not.toContain('Reserve')
    expect(SpecialOffersData.safeParse([{ ...record, bookingLink: 'javascript:alert(1)' }]).success).toBe(false)
  })

  it('says so when no offer is running, and tolerates missing data', () => {
    expect(render([])).toContain('New offers are on their way.')
    expect(render(undefined)).toContain('New offers are on their way.')
  })

  it('refuses a bad record with a message naming the field', () => {
    const result = SpecialOffersData.safeParse([{ ...record, percentOff: 120, image: 'javascript:alert(1)' }])
    expect(result.success).toBe(false)
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(issues.some((i) => i.startsWith('0.percentOff'))).toBe(true)
    expect(issues.some((i) => i.startsWith('0.image') && i.includes("'javascript:'"))).toBe(true)
  })

  it('runs an offer until the end of its end date', () => {
    expect(isOfferLive('2026-12-31', '2026-12-31')).toBe(true)
    expect(isOfferLive('2026-12-31', '2027-01-01')).toBe(false)
    expect(isOfferLive(null, '2027-01-01')).toBe(true)
  })
})
