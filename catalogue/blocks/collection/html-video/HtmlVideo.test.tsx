// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import HtmlVideo from './Component.tsx'
import { htmlVideoDefinition } from './definition.ts'

afterEach(cleanup)

const show = (values: Partial<typeof htmlVideoDefinition.defaults>) =>
  render(<HtmlVideo values={{ ...htmlVideoDefinition.defaults, src: 'https://cdn.example.com/spa.mp4', title: 'Spa', ...values }} id="e1" slots={{}} field={() => ({})} />)

describe('HTML video', () => {
  it('shows its poster and loads no video until play is pressed', () => {
    const { container } = show({ poster: { url: '/demo/card-spa.svg', alt: '' } })
    expect(container.querySelector('video')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/demo/card-spa.svg')
    fireEvent.click(screen.getByRole('button', { name: 'Play: Spa' }))
    const video = container.querySelector('video')!
    expect(video.getAttribute('src')).toBe('https://cdn.example.com/spa.mp4')
    expect(video.autoplay).toBe(true)
    expect(video.muted).toBe(true)
  })

  it('puts the video straight in when it autoplays or has no poster, at most 1080 wide', () => {
    const { container } = show({ autoplay: true, poster: { url: '/demo/card-spa.svg', alt: '' } })
    expect(container.querySelector('video')).not.toBeNull()
    expect(container.querySelector('figure')!.style.maxWidth).toBe('1080px')
    cleanup()
    expect(show({}).container.querySelector('video')).not.toBeNull()
  })
})
