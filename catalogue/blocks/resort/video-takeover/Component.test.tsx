// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ValuesOf } from '../../defineBlock.ts'
import VideoTakeover from './Component.tsx'
import { videoTakeoverDefinition } from './definition.ts'

afterEach(cleanup)

type Values = ValuesOf<typeof videoTakeoverDefinition.fields>
const cfId = '5d5bc37ffcf54c9b82e996823bffbb81'
const show = (values: Partial<Values>) =>
  render(<VideoTakeover values={{ ...videoTakeoverDefinition.defaults, cfId, ...values }} id="e1" slots={{ default: <p>Booking bar</p> }} field={() => ({})} />)

describe('video takeover', () => {
  it('defaults to a 16:9, 100vh, muted takeover', () => {
    expect(videoTakeoverDefinition.defaults).toMatchObject({ ratio: '16:9', containerHeight: '100vh', mute: true })
  })

  it('starts muted and turns the sound on and off from its button', () => {
    const { container } = show({})
    const video = container.querySelector('video')!
    expect(video.muted).toBe(true)
    expect(video.getAttribute('src')).toBe(`https://videodelivery.net/${cfId}/downloads/default.mp4`)
    fireEvent.click(screen.getByRole('button', { name: 'Sound on' }))
    expect(video.muted).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Sound off' }))
    expect(video.muted).toBe(true)
  })

  it('starts with sound when mute is off, sized by its height and ratio', () => {
    const { container } = show({ mute: false, containerHeight: '80svh', ratio: '4:3' })
    expect(container.querySelector('video')!.muted).toBe(false)
    const section = container.querySelector<HTMLElement>('.v-video-takeover')!
    expect(section.style.getPropertyValue('--v-takeover-height')).toBe('80svh')
    expect(section.style.getPropertyValue('--v-takeover-ratio')).toBe('4 / 3')
  })

  it('shows the booking slot only when showBooking is on', () => {
    show({})
    expect(screen.queryByText('Booking bar')).toBeNull()
    cleanup()
    show({ showBooking: true })
    expect(screen.getByText('Booking bar')).toBeTruthy()
  })

  it.each([
    ['containerHeight', '100vh;top:0', 'must be a CSS height such as 100vh, 80svh or 720px'],
    ['containerHeight', '100vh;background:red', 'must be at most 12 characters'],
    ['cfId', 'https://example.com/v.mp4', 'must be the 32-character video id from Cloudflare Stream'],
    ['cfId', 'not-a-cloudflare-stream-id-12345', 'must be the 32-character video id from Cloudflare Stream'],
    ['ratio', '2:1', 'must be one of 16:9, 4:3, 21:9, 1:1, 9:16'],
  ])('refuses %s %j with a message saying what is expected', (name, value, message) => {
    const result = videoTakeoverDefinition.valuesSchema.safeParse({ [name]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues.find((i) => i.path[0] === name)?.message).toContain(message)
  })
})
