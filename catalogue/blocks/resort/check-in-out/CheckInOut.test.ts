import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import CheckInOut from './Component.tsx'
import { toIsoTime } from './clockTime.ts'
import { checkInOutDefinition } from './definition.ts'

describe('toIsoTime', () => {
  it.each([
    ['3:00 p.m.', '15:00'],
    ['12:00 p.m.', '12:00'],
    ['12:30 a.m.', '00:30'],
    ['11 am', '11:00'],
    ['9:45PM', '21:45'],
    ['15:00', '15:00'],
    ['7:05', '07:05'],
  ])('reads %s as %s', (text, iso) => expect(toIsoTime(text)).toBe(iso))

  it.each(['noon', '13:00 p.m.', '25:00', '3:60 p.m.', ''])('refuses %j', (text) => expect(toIsoTime(text)).toBeUndefined())
})

describe('check-in/out times', () => {
  it('defaults to 3:00 p.m. and 12:00 p.m.', () => {
    expect(checkInOutDefinition.defaults).toMatchObject({ checkIn: '3:00 p.m.', checkOut: '12:00 p.m.' })
  })

  it('refuses a check-in that is not a time, naming the field and the expected form', () => {
    const result = checkInOutDefinition.valuesSchema.safeParse({ checkIn: 'after lunch' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['checkIn'], message: 'must be a time such as 3:00 p.m. or 15:00' })
  })
})

describe('check-in/out markup', () => {
  it('marks each time up with its 24-hour value', () => {
    const html = renderToStaticMarkup(createElement(CheckInOut, { values: checkInOutDefinition.defaults, id: 'e1', slots: {}, field: () => ({}) }))
    expect(html).toContain('<time dateTime="15:00">3:00 p.m.</time>')
    expect(html).toContain('<time dateTime="12:00">12:00 p.m.</time>')
  })
})
