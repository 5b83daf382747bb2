// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { guardHistory, indexedState } from './historyGuard.ts'

// jsdom moves through history in tasks of its own; a refused move is two of them (the move and its undoing).
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 50))
let stop = () => {}
afterEach(() => stop())

describe('Back and Forward with unsaved changes', () => {
  it('asks, and when refused walks the move back without the router seeing either move', async () => {
    history.replaceState(null, '', '/voix')
    let answer = false
    const asked: string[] = []
    stop = guardHistory(window, () => (asked.push(location.pathname), answer))
    const routerSaw: string[] = []
    const router = () => routerSaw.push(location.pathname)
    window.addEventListener('popstate', router)
    history.pushState(indexedState(null, false), '', '/voix/pages')
    history.pushState(indexedState(null, false), '', '/voix/studio')

    history.go(-2)
    await settled()
    expect(asked).toEqual(['/voix'])
    expect(location.pathname).toBe('/voix/studio')
    expect(routerSaw).toEqual([])

    answer = true
    history.back()
    await settled()
    expect(location.pathname).toBe('/voix/pages')
    expect(routerSaw).toEqual(['/voix/pages'])
    // Forward is guarded the same way, from the position reached.
    answer = false
    history.forward()
    await settled()
    expect(location.pathname).toBe('/voix/pages')
    expect(routerSaw).toEqual(['/voix/pages'])
    window.removeEventListener('popstate', router)
  })
})
