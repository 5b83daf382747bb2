// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { focusWhenShown, quoted } from './focusWhenShown.ts'

// jsdom lays nothing out, so it has no scrollIntoView; the browser's is not what is tested here.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {}
})
afterEach(() => document.body.replaceChildren())

describe('focusing the control a fix link goes to', () => {
  it('prefers the selectors in the order given, not the order of the page: the alt text, though the image button comes first', () => {
    document.body.innerHTML = '<div data-field="image"><button id="record-image">Change the image</button><input name="image.alt"></div>'
    focusWhenShown([`[data-field=${quoted('image')}] input[name$=".alt"]`, `[id=${quoted('record-image')}]`])
    expect(document.activeElement?.getAttribute('name')).toBe('image.alt')
  })

  it('falls back to the next selector when the first finds nothing', () => {
    document.body.innerHTML = '<div data-field="title"><input id="record-title"></div>'
    focusWhenShown([`[data-field=${quoted('title')}] input[name$=".alt"]`, `[id=${quoted('record-title')}]`])
    expect(document.activeElement?.id).toBe('record-title')
  })

  it('waits for a control that is not yet on screen', async () => {
    focusWhenShown('#late')
    const late = Object.assign(document.createElement('input'), { id: 'late' })
    document.body.append(late)
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    expect(document.activeElement).toBe(late)
  })
})
