// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Slider } from './Slider.tsx'
import { clampStart, lastStart, swipeDirection } from './sliderMaths.ts'

afterEach(cleanup)

function renderSlider(count: number, perView = 1) {
  render(
    <Slider perView={perView} arrowSize={50} arrowColor="#ffffff" label="Suites">
      {Array.from({ length: count }, (_, i) => (
        <p key={i}>Slide {i + 1}</p>
      ))}
    </Slider>,
  )
  return screen.getByRole('region', { name: 'Suites' })
}

const start = (region: HTMLElement) => Number(region.dataset.start)
const touch = (x: number, y = 0) => ({ clientX: x, clientY: y })

describe('slider maths', () => {
  it('stops where the last page still fills every place', () => {
    expect(lastStart(5, 2)).toBe(3)
    expect(lastStart(1, 2)).toBe(0)
    expect(clampStart(9, 5, 2)).toBe(3)
    expect(clampStart(-1, 5, 2)).toBe(0)
  })

  it('counts only long, mostly horizontal swipes', () => {
    expect(swipeDirection(-80, 10)).toBe(1)
    expect(swipeDirection(80, 10)).toBe(-1)
    expect(swipeDirection(-20, 0)).toBe(0)
    expect(swipeDirection(-60, 90)).toBe(0)
  })
})

describe('Slider', () => {
  it('moves with its buttons and disables them at either end', () => {
    const region = renderSlider(3)
    const prev = screen.getByRole('button', { name: 'Previous slide' })
    const next = screen.getByRole('button', { name: 'Next slide' })
    expect(prev).toHaveProperty('disabled', true)
    fireEvent.click(next)
    fireEvent.click(next)
    expect(start(region)).toBe(2)
    expect(next).toHaveProperty('disabled', true)
    fireEvent.click(prev)
    expect(start(region)).toBe(1)
  })

  it('moves with the arrow, Home and End keys', () => {
    const region = renderSlider(4)
    fireEvent.keyDown(region, { key: 'ArrowRight' })
    expect(start(region)).toBe(1)
    fireEvent.keyDown(region, { key: 'End' })
    expect(start(region)).toBe(3)
    fireEvent.keyDown(region, { key: 'ArrowRight' })
    expect(start(region)).toBe(3)
    fireEvent.keyDown(region, { key: 'Home' })
    expect(start(region)).toBe(0)
  })

  it('moves with a swipe and ignores a tap', () => {
    const region = renderSlider(3)
    fireEvent.touchStart(region, { touches: [touch(300)] })
    fireEvent.touchEnd(region, { changedTouches: [touch(150)] })
    expect(start(region)).toBe(1)
    fireEvent.touchStart(region, { touches: [touch(300)] })
    fireEvent.touchEnd(region, { changedTouches: [touch(295)] })
    expect(start(region)).toBe(1)
    fireEvent.touchStart(region, { touches: [touch(100)] })
    fireEvent.touchEnd(region, { changedTouches: [touch(260)] })
    expect(start(region)).toBe(0)
  })

  it('shows two slides per view and makes the hidden ones inert', () => {
    const region = renderSlider(5, 2)
    const slides = () => [...region.querySelectorAll('.v-slider__slide')].map((s) => s.hasAttribute('inert'))
    expect(slides()).toEqual([false, false, true, true, true])
    act(() => void fireEvent.keyDown(region, { key: 'End' }))
    expect(start(region)).toBe(3)
    expect(slides()).toEqual([true, true, true, false, false])
  })

  it('has no buttons when every slide fits', () => {
    renderSlider(2, 2)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
