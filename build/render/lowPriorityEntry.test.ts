import { describe, expect, it } from 'vitest'
import { lowPriorityEntry } from './createPageRenderer.ts'

describe('lowPriorityEntry', () => {
  it("asks for vike's client entry at low priority, once, and leaves other scripts alone", () => {
    const html = '<script type="application/ld+json">{}</script><script src="/assets/entries/pages_client.Ab1.js" type="module" async></script><script src="/x.js" type="module" async></script>'
    const out = lowPriorityEntry(html)
    expect(out).toContain('<script src="/assets/entries/pages_client.Ab1.js" type="module" async fetchpriority="low"></script>')
    expect(out).toContain('<script src="/x.js" type="module" async></script>')
    expect(lowPriorityEntry(out)).toBe(out)
  })
})
