// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { freshMarker, isChunkError, reloadOnce } from './reloadGuard.ts'

describe('isChunkError', () => {
  it("knows the browsers' words for a missing chunk", () => {
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/chunks/a.js'))).toBe(true)
    expect(isChunkError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true)
    expect(isChunkError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false)
  })
})

describe('reloadOnce', () => {
  it('reloads once per path in 10 s, adding the fresh marker unless present', () => {
    sessionStorage.clear()
    const assigned: string[] = []
    const assign = (url: string) => void assigned.push(url)
    expect(reloadOnce('/rooms?a=1', { now: 1_000, assign })).toBe(true)
    expect(new URL(assigned[0]!).searchParams.get(freshMarker)).toBe('1000')
    expect(new URL(assigned[0]!).searchParams.get('a')).toBe('1')
    expect(reloadOnce('/rooms', { now: 10_999, assign })).toBe(false) // same path, inside the window
    expect(reloadOnce('/dining', { now: 2_000, assign })).toBe(true) // another path
    expect(reloadOnce('/dining', { now: 12_001, assign })).toBe(true) // the window has passed
    expect(reloadOnce(`/spa?${freshMarker}=5`, { now: 20_000, assign })).toBe(true)
    expect(assigned.at(-1)).toMatch(new RegExp(`/spa\\?${freshMarker}=5$`))
    expect(assigned).toHaveLength(4)
  })
})
