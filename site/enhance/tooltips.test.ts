// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { listenForTooltips } from './tooltips.ts'

describe('tooltips', () => {
  it('open at once on keyboard focus and on touch, and close on blur, Escape and a touch elsewhere', () => {
    document.body.innerHTML = '<button data-v-tooltip="Prices include taxes">Price</button><p id="elsewhere">Text</p>'
    listenForTooltips(document)
    const button = document.querySelector('button')!
    const tip = () => document.getElementById('v-tooltip')
    button.focus()
    expect(tip()?.hidden).toBe(false)
    expect(tip()?.textContent).toBe('Prices include taxes')
    expect(button.getAttribute('aria-describedby')).toBe('v-tooltip')
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(tip()?.hidden).toBe(true)
    button.blur()

    button.dispatchEvent(new Event('touchstart', { bubbles: true }))
    // The click a touch makes must not close what the touch opened.
    button.click()
    expect(tip()?.hidden).toBe(false)
    document.getElementById('elsewhere')!.dispatchEvent(new Event('touchstart', { bubbles: true }))
    expect(tip()?.hidden).toBe(true)
  })
})
