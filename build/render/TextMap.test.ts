import { describe, expect, it } from 'vitest'
import { fingerprint, TextMap } from './TextMap.ts'

describe('TextMap', () => {
  it('finds texts by their whole content, also when their fingerprints collide', () => {
    const map = new TextMap<number>()
    // Long texts that differ only between the sampled characters share a fingerprint.
    const base = 'x'.repeat(6400)
    const texts = Array.from({ length: 50 }, (_, i) => `${base.slice(0, 3201)}${String(i).padStart(2, '0')}${base.slice(3203)}`)
    expect(new Set(texts.map(fingerprint)).size).toBeLessThan(texts.length)
    texts.forEach((text, i) => map.set(text, i))
    // Equal texts made afresh, not the same strings.
    texts.forEach((text, i) => expect(map.get(`${text.slice(0, 10)}${text.slice(10)}`), `text ${i}`).toBe(i))
    expect(map.size).toBe(50)
    expect(map.get(`${base.slice(0, 3201)}99${base.slice(3203)}`)).toBeUndefined()
    expect(map.get('short')).toBeUndefined()

    map.set(texts[0]!, 100).set('short', 1)
    expect(map.get(texts[0]!)).toBe(100)
    expect(map.get('short')).toBe(1)
    expect(map.get('shorT')).toBeUndefined()
    expect(map.size).toBe(51)
  })
})
