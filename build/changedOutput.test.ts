import { describe, expect, it } from 'vitest'
import { changedOutput, changedPathsListed } from './changedOutput.ts'

describe('changedOutput', () => {
  it('lists paths with a new key, new paths, and paths gone, including a whole site gone', () => {
    const routes = new Map([['demo', { '/': 'k1', '/rooms': 'k2-new', '/spa-new': 'k4' }]])
    const previous = { demo: { '/': 'k1', '/rooms': 'k2', '/dine': 'k3' }, old: { '/': 'k9' } }
    const { changedPaths, changedCount } = changedOutput(routes, previous)
    expect(changedPaths.map((p) => `${p.site}${p.path}`).sort()).toEqual(['demo/dine', 'demo/rooms', 'demo/spa-new', 'old/'])
    expect(changedCount).toBe(4)
  })

  it('takes a page stored elsewhere under the same key as unchanged (a merged build stores its pages in packs of its own)', () => {
    const routes = new Map([['demo', { '/': 'k1@shard-x-1of2:0', '/rooms': 'k2@shard-x-2of2:120', '/spa': 'k3' }]])
    const previous = { demo: { '/': 'k1@w-1-0:4096', '/rooms': 'k2-old@w-1-0:0', '/spa': 'k3@w-1-0:900' } }
    expect(changedOutput(routes, previous).changedPaths).toEqual([{ site: 'demo', path: '/rooms' }])
  })

  it('lists at most a thousand, and counts them all', () => {
    const routes = new Map([['demo', Object.fromEntries(Array.from({ length: 2500 }, (_, i) => [`/p${i}`, `k${i}`]))]])
    const { changedPaths, changedCount } = changedOutput(routes, {})
    expect(changedPaths).toHaveLength(changedPathsListed)
    expect(changedCount).toBe(2500)
  })
})
