// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageWith, slice } from '../model/testing.ts'
import { decodePage, encodePage } from './pageDelta.ts'
import { createSyncChannel, syncConstants } from './syncChannel.ts'

afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('sync channel', () => {
  it('uses the spec constants', () => {
    expect(syncConstants).toEqual({ messageTtlMs: 45_000, storageRemovalMs: 60_000, pollMs: 150 })
  })

  it('delivers between windows over BroadcastChannel, never back to the sender', async () => {
    const a = createSyncChannel<string>({ adminId: 'a' })
    const b = createSyncChannel<string>({ adminId: 'b' })
    const got: string[] = []
    a.subscribe((m, from) => got.push(`a<-${from}:${m}`))
    const arrived = new Promise<void>((resolve) => b.subscribe((m, from) => (got.push(`b<-${from}:${m}`), resolve())))
    expect(a.transport).toBe('broadcast')
    a.post('hi')
    await arrived
    expect(got).toEqual(['b<-a:hi'])
    a.close()
    b.close()
  })

  it('falls back to local storage, polled every 150 ms, and removes entries after 60 s', () => {
    vi.useFakeTimers()
    let now = 1_000_000
    const a = createSyncChannel<string>({ adminId: 'a', transport: 'storage', now: () => now })
    const b = createSyncChannel<string>({ adminId: 'b', transport: 'storage', now: () => now })
    const got: string[] = []
    b.subscribe((m) => got.push(m))
    a.post('one')
    expect(localStorage.length).toBe(1)
    vi.advanceTimersByTime(syncConstants.pollMs - 1)
    expect(got).toEqual([])
    vi.advanceTimersByTime(1)
    expect(got).toEqual(['one'])
    vi.advanceTimersByTime(syncConstants.pollMs * 3)
    expect(got).toEqual(['one'])
    now += syncConstants.storageRemovalMs
    vi.advanceTimersByTime(syncConstants.storageRemovalMs)
    expect(localStorage.length).toBe(0)
    a.close()
    b.close()
  })

  it('drops messages older than 45 s', () => {
    vi.useFakeTimers()
    let now = 0
    const a = createSyncChannel<string>({ adminId: 'a', transport: 'storage', now: () => now })
    a.post('stale')
    now += syncConstants.messageTtlMs + 1
    const b = createSyncChannel<string>({ adminId: 'b', transport: 'storage', now: () => now })
    const got: string[] = []
    b.subscribe((m) => got.push(m))
    // A window that opens later ignores what was there; one that sees a stale entry drops it.
    localStorage.setItem('voix-sync:x:1', JSON.stringify({ from: 'x', sentAt: 0, message: 'old' }))
    vi.advanceTimersByTime(syncConstants.pollMs)
    expect(got).toEqual([])
    a.close()
    b.close()
  })
})

describe('page deltas', () => {
  it('sends unchanged top-level elements by id and rebuilds the page from them', () => {
    const sent = new Map()
    const known = new Map()
    const page = pageWith([slice('a'), slice('b')])
    const first = encodePage(page, sent)
    expect(first.elements.every((e) => !('unchanged' in e))).toBe(true)
    expect(decodePage(first, known)).toEqual(page)
    const edited = { ...page, elements: [page.elements[0]!, slice('b', { label: 'B2' })] }
    const delta = encodePage(edited, sent)
    expect(delta.elements[0]).toEqual({ unchanged: 'a' })
    expect(decodePage(delta, known)).toEqual(edited)
    // A receiver that missed the first message cannot rebuild, and says so.
    expect(decodePage(delta, new Map())).toBeUndefined()
  })
})
