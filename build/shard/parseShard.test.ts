import { describe, expect, it } from 'vitest'
import { parseShard, parseShardCount } from './parseShard.ts'

describe('parseShard', () => {
  it('reads <i>/<n>, counting shards from 1', () => {
    expect(parseShard('1/4')).toEqual({ index: 1, count: 4 })
    expect(parseShard('4/4')).toEqual({ index: 4, count: 4 })
    expect(parseShard('1/1')).toEqual({ index: 1, count: 1 })
  })

  it('names what is wrong with anything else', () => {
    expect(() => parseShard('5/4')).toThrow('--shard 5/4: there are 4 shards, numbered 1 to 4, so there is no shard 5')
    for (const bad of ['x', '0/4', '1/0', '-1/4', '1.5/4', '1/4/2', '/4', '2', ' 1/4']) expect(() => parseShard(bad), bad).toThrow(`--shard must be <i>/<n>, the shard to build (from 1) and how many there are, like --shard 1/4; got '${bad}'`)
    expect(() => parseShard('1/300')).toThrow('--shard 1/300: there may be at most 256 shards')
    expect(() => parseShard('')).toThrow('--shard needs the shard to build and how many there are, like --shard 1/4')
    expect(() => parseShard(undefined)).toThrow('--shard needs')
  })
})

describe('parseShardCount', () => {
  it('reads how many shards to merge', () => {
    expect(parseShardCount('4')).toBe(4)
    expect(() => parseShardCount('0')).toThrow("--merge must be the number of shards, a whole number like 4; got '0'")
    expect(() => parseShardCount('four')).toThrow("got 'four'")
    expect(() => parseShardCount('1000')).toThrow('--merge 1000: there may be at most 256 shards')
    expect(() => parseShardCount('')).toThrow('--merge needs the number of shards, like --merge 4')
  })
})
