import { describe, expect, it } from 'vitest'
import { planOf } from './buildPlan.ts'

const settings = { dataDir: '/data' }

describe('npm run build options', () => {
  it('plans a build, a shard or a merge', () => {
    expect(planOf([], settings)).toEqual({ kind: 'build' })
    expect(planOf(['--snapshot', '/snap'], settings)).toEqual({ kind: 'build', snapshot: '/snap' })
    expect(planOf(['--shard', '2/4'], settings)).toEqual({ kind: 'shard', shard: { index: 2, count: 4 }, results: '/data/shards' })
    expect(planOf(['--shard=2/4', '--results', '/r', '--snapshot', '/snap'], settings)).toEqual({ kind: 'shard', shard: { index: 2, count: 4 }, results: '/r', snapshot: '/snap' })
    expect(planOf(['--merge', '4', '--results', '/r'], settings)).toEqual({ kind: 'merge', count: 4, results: '/r' })
    expect(planOf(['--help'], settings)).toBe('help')
  })

  it('names what is wrong before anything is built', () => {
    expect(() => planOf(['--shard', '5/4'], settings)).toThrow('--shard 5/4: there are 4 shards, numbered 1 to 4, so there is no shard 5')
    expect(() => planOf(['--shard', 'x'], settings)).toThrow("got 'x'")
    expect(() => planOf(['--shard'], settings)).toThrow('--shard needs the shard to build')
    expect(() => planOf(['--merge'], settings)).toThrow('--merge needs the number of shards')
    expect(() => planOf(['--shard', '1/4', '--merge', '4'], settings)).toThrow('--shard and --merge go to different runs')
    expect(() => planOf(['--merge', '4', '--snapshot', '/s'], settings)).toThrow('--merge reads only the shard results')
    expect(() => planOf(['--results', '/r'], settings)).toThrow('--results goes with --shard or --merge')
    expect(() => planOf(['--shards', '1/4'], settings)).toThrow('unknown option --shards')
    expect(() => planOf(['1/4'], settings)).toThrow("unexpected '1/4'")
    expect(() => planOf(['--shard', '1/4', '--results'], settings)).toThrow('--results needs a folder')
  })
})
