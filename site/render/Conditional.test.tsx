// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { styleReapplyDelayMs } from '../visitor/viewportWidth.ts'
import { Conditional } from './Conditional.tsx'

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
  window.dispatchEvent(new Event('resize'))
}

afterEach(() => vi.useRealTimers())

describe('Conditional', () => {
  it('follows the window across a breakpoint, 50 ms after the resizing stops', () => {
    vi.useFakeTimers()
    resizeTo(500)
    act(() => vi.advanceTimersByTime(styleReapplyDelayMs))
    const { container } = render(
      <Conditional conditions={{ type: 'and', conditions: [{ key: 'breakpoint', operator: 'greater_than', value: 'sm' }] }}>
        <p>Wide only</p>
      </Conditional>,
    )
    const box = container.querySelector('.v-cond') as HTMLElement
    expect(box.hidden).toBe(true)
    act(() => {
      resizeTo(900)
      resizeTo(1300)
    })
    act(() => vi.advanceTimersByTime(styleReapplyDelayMs - 1))
    expect(box.hidden).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(box.hidden).toBe(false)
    act(() => resizeTo(400))
    act(() => vi.advanceTimersByTime(styleReapplyDelayMs))
    expect(box.hidden).toBe(true)
  })
})
