import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Element } from '../../../model/element.ts'
import { newSliceFromBlock } from '../../newSliceFromBlock.ts'
import { resolveElements } from '../../resolveElements.ts'
import RoomFeatures from '../room-features/Component.tsx'
import ConferenceRoom from './Component.tsx'
import { conferenceRoomDefinition } from './definition.ts'

describe('conference room', () => {
  it('holds its set-ups as Room features blocks added into it', () => {
    const room = newSliceFromBlock('ResortConferenceRoom', { name: 'Grand Ballroom', maxCapacity: 400 })
    const theatre = newSliceFromBlock('ResortRoomFeatures', { type: 'Theatre', capacity: 400 })
    const banquet = newSliceFromBlock('ResortRoomFeatures', { type: 'Banquet', capacity: 280 })
    const tree = resolveElements([Element.parse({ ...room, elements: [theatre, banquet] })])
    const node = tree.nodes[0]!
    if (node.kind !== 'slice') throw new Error('expected a slice')
    const features = node.slots.default!.map((child) =>
      child.kind === 'slice' ? createElement(RoomFeatures, { key: child.id, values: child.values as never, id: child.id, slots: {}, field: () => ({}) }) : null,
    )
    const html = renderToStaticMarkup(
      createElement(ConferenceRoom, { values: node.values as typeof conferenceRoomDefinition.defaults, id: node.id, slots: { default: features }, field: () => ({}) }),
    )
    expect(html).toContain('Up to 400 guests')
    expect(html).toMatch(/Theatre<\/span><span class="v-room-feature__capacity">400 guests/)
    expect(html).toMatch(/Banquet<\/span><span class="v-room-feature__capacity">280 guests/)
  })

  it('refuses a type of set-up outside the seven', () => {
    const features = newSliceFromBlock('ResortRoomFeatures', { type: 'Boardroom' })
    expect(() => resolveElements([Element.parse(features)])).toThrow("field 'type': must be one of Cocktail, Meeting, Imperial, Banquet, Classroom, U-Shape, Theatre")
  })
})
