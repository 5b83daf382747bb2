import { describe, expect, it } from 'vitest'
import { recordConfigs } from './recordConfigs.ts'
import { blankRecord } from './RecordScreens.tsx'

describe.each(recordConfigs.map((c) => [c.path, c] as const))('record config %s', (_path, config) => {
  const keys = Object.keys(config.schema.shape)
  it('edits only fields its catalogue schema has (users: and the write-only password)', () => {
    for (const f of config.fields) expect(keys.concat(config.api === 'users' ? ['password'] : []), f.key).toContain(f.key)
  })
  it('sorts only by fields of the schema, and opens sorted by one of its columns', () => {
    for (const c of config.columns) if (c.sort) expect(keys, c.label).toContain(c.sort)
    expect(config.columns.map((c) => c.sort)).toContain(config.defaultSort.key)
  })
  it('starts a new record with no key the API would refuse', () => {
    const blank = blankRecord(config)
    const unknown = Object.keys(blank).filter((k) => !keys.includes(k) && !(config.api === 'users' && k === 'password'))
    expect(unknown).toEqual([])
  })
  it('starts a field the schema has a default for with a value the API accepts (an untouched Language is not refused)', () => {
    const blank = blankRecord(config)
    const shape = config.schema.shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>
    for (const [key, value] of Object.entries(blank)) {
      const field = shape[key]
      if (field?.safeParse(undefined).success) expect(field.safeParse(value).success, `${key}: ${JSON.stringify(value)}`).toBe(true)
    }
  })
  it('has a unique path and API name', () => {
    expect(recordConfigs.filter((c) => c.path === config.path || c.api === config.api)).toHaveLength(1)
  })
})

describe('image fields of records', () => {
  /** Every record field holding an image: by its key, as the schemas name them. */
  const imageKeys = new Set(['hero', 'logo', 'resortLogo', 'image'])
  it('use the media library (the media field kind) everywhere, never a text box for an address', () => {
    const found = recordConfigs.flatMap((c) => c.fields.filter((f) => imageKeys.has(f.key)).map((f) => [`${c.api}.${f.key}`, f.field.kind] as const))
    expect(found.map(([where]) => where).sort()).toEqual(['brands.logo', 'posts.hero', 'resorts.image', 'specials.image', 'specials.resortLogo'])
    for (const [where, kind] of found) expect(kind, where).toBe('media')
  })
  it('keep an old address as it is, take a library image by its address, and leave the key out when removed', () => {
    const hero = recordConfigs.find((c) => c.api === 'posts')!.fields.find((f) => f.key === 'hero')!
    expect(hero.get!({ hero: 'https://cdn.example.com/old-beach.jpg' })).toEqual({ url: 'https://cdn.example.com/old-beach.jpg', alt: '' })
    expect(hero.get!({})).toBeNull()
    const url = `/media/${'b'.repeat(64)}.jpg`
    expect(hero.set!({ title: 'Pack light' }, { url, alt: 'Beach' })).toEqual({ title: 'Pack light', hero: url })
    expect(hero.set!({ title: 'Pack light', hero: url }, null)).toEqual({ title: 'Pack light' })
  })
})
