// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { PointerSensorProps } from '@dnd-kit/core'
import { swallowDropClick, TreePointerSensor } from './TreePointerSensor.ts'

function clicks(): { got: number; click: () => void } {
  const button = document.body.appendChild(document.createElement('button'))
  const counter = { got: 0, click: () => button.dispatchEvent(new MouseEvent('click', { bubbles: true })) }
  button.addEventListener('click', () => counter.got++)
  return counter
}

describe('the drop click guard', () => {
  it("swallows the drag's own click and lets the next one through", () => {
    const c = clicks()
    swallowDropClick(document)
    c.click()
    expect(c.got).toBe(0)
    c.click()
    expect(c.got).toBe(1)
  })
  it('ends at the next press or key, so a drop without a click of its own takes nothing', () => {
    const c = clicks()
    swallowDropClick(document)
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    c.click()
    expect(c.got).toBe(1)
    swallowDropClick(document)
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }))
    c.click()
    expect(c.got).toBe(2)
  })
  it("ends dnd-kit's own guard at the drop: a click right after the drag's own click reaches the editor", () => {
    const c = clicks()
    const handle = document.body.appendChild(document.createElement('span'))
    const at = (type: string, x: number) => new MouseEvent(type, { bubbles: true, clientX: x, clientY: 10 })
    const down = at('pointerdown', 10)
    handle.dispatchEvent(down)
    const ended: string[] = []
    const props = {
      active: 'a',
      activeNode: { current: handle },
      event: down,
      options: { activationConstraint: { distance: 4 } },
      context: { current: {} },
      onStart: () => ended.push('start'),
      onMove: () => undefined,
      onEnd: () => ended.push('end'),
      onCancel: () => ended.push('cancel'),
      onAbort: () => undefined,
      onPending: () => undefined,
    } as unknown as PointerSensorProps
    new TreePointerSensor(props)
    document.dispatchEvent(at('pointermove', 40))
    document.dispatchEvent(at('pointerup', 40))
    expect(ended).toEqual(['start', 'end'])
    c.click() // the drag's own click
    c.click() // the editor's next click, well inside dnd-kit's 50 ms
    expect(c.got).toBe(1)
  })
  it('leaves a press that never became a drag alone', () => {
    const c = clicks()
    const handle = document.body.appendChild(document.createElement('span'))
    const down = new MouseEvent('pointerdown', { bubbles: true, clientX: 10, clientY: 10 })
    handle.dispatchEvent(down)
    const noop = () => undefined
    new TreePointerSensor({ active: 'a', activeNode: { current: handle }, event: down, options: { activationConstraint: { distance: 4 } }, context: { current: {} }, onStart: noop, onMove: noop, onEnd: noop, onCancel: noop, onAbort: noop, onPending: noop } as unknown as PointerSensorProps)
    document.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, clientX: 10, clientY: 10 }))
    c.click()
    expect(c.got).toBe(1)
  })
})
