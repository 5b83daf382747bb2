import { describe, expect, it } from 'vitest'
import { lowPriorityEntry } from './vike/createPageRenderer.ts'

describe('lowPriorityEntry', () => {
  it("has vike's client entry started by the boot script after the page loads, once, and leaves other scripts alone", () => {
    const html = '<script type="application/ld+json">{}</script><script src="/assets/entries/pages_client.Ab1.js" type="module" async></script><script src="/x.js" type="module" async></script>'
    const out = lowPriorityEntry(html)
    expect(out).toContain('<script src="/voix-boot.js" data-entry="/assets/entries/pages_client.Ab1.js" async></script>')
    expect(out).toContain('<script src="/x.js" type="module" async></script>')
    expect(lowPriorityEntry(out)).toBe(out)
  })
})
