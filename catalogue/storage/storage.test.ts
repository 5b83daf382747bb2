import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Storage } from '../model/storage.ts'
import { fillFromStorage } from './fillFromStorage.ts'
import { folderStorage } from './folderStorage.ts'
import { s3Storage } from './s3Storage.ts'
import { startS3Server, type TestS3Server } from './testing/startS3Server.ts'

const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('utf8') : undefined)
/** The keys listed, sorted: stores promise each key once, not an order. */
const keys = async (storage: Storage, prefix: string) => {
  const found: string[] = []
  for await (const entry of storage.list(prefix)) found.push(entry.key)
  return found.sort()
}

let s3: TestS3Server
const folders: string[] = []
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(async () => {
  await s3.close()
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

// One suite, both stores: whatever the content API and the build rely on holds for each.
describe.each([
  ['a local folder', () => folderStorage(folders[folders.push(mkdtempSync(join(tmpdir(), 'voix-storage-'))) - 1]!)],
  ['an S3 bucket', () => s3Storage({ ...s3.options, prefix: `run-${Math.random().toString(36).slice(2)}` })],
])('storage in %s', (_name, open) => {
  let storage: Storage
  beforeAll(() => {
    storage = open()
  })

  it('gives back what was put, bytes and text alike, and undefined for what was not', async () => {
    await storage.put('media/a.jpg', new Uint8Array([0, 1, 2, 255]))
    await storage.put('builds/b1/hosts.json', '{"hosts":{}}', { contentType: 'application/json' })
    expect([...(await storage.get('media/a.jpg'))!]).toEqual([0, 1, 2, 255])
    expect(text(await storage.get('builds/b1/hosts.json'))).toBe('{"hosts":{}}')
    expect(await storage.get('media/missing.jpg')).toBeUndefined()
    expect(await storage.get('nowhere/at/all')).toBeUndefined()
  })

  it('replaces a key whole', async () => {
    await storage.put('live.json', '{"id":"one-longer-value"}')
    await storage.put('live.json', '{"id":"two"}')
    expect(text(await storage.get('live.json'))).toBe('{"id":"two"}')
  })

  it('heads a key with its size and time, and nothing for a missing one', async () => {
    const before = Date.now() - 60_000
    await storage.put('static/assets/x.js', 'console.log(1)')
    const entry = await storage.head('static/assets/x.js')
    expect(entry).toMatchObject({ key: 'static/assets/x.js', size: 14 })
    expect(entry!.modified).toBeGreaterThan(before)
    expect(await storage.head('static/assets/y.js')).toBeUndefined()
  })

  it('lists every key under a prefix once, a plain string prefix included', async () => {
    for (const key of ['objects/ab/ab1.page', 'objects/ab/ab2.page', 'objects/ac/ac1.page', 'objects/packs/p1.pack', 'objects-not/x', 'objectsx'])
      await storage.put(key, key)
    expect(await keys(storage, 'objects/')).toEqual(['objects/ab/ab1.page', 'objects/ab/ab2.page', 'objects/ac/ac1.page', 'objects/packs/p1.pack'])
    expect(await keys(storage, 'objects/a')).toEqual(['objects/ab/ab1.page', 'objects/ab/ab2.page', 'objects/ac/ac1.page'])
    expect(await keys(storage, 'objects')).toEqual(['objects-not/x', 'objects/ab/ab1.page', 'objects/ab/ab2.page', 'objects/ac/ac1.page', 'objects/packs/p1.pack', 'objectsx'])
    expect(await keys(storage, 'nothing-here/')).toEqual([])
  })

  it('lists past a thousand keys', async () => {
    // Fifty at a time: a thousand requests at once only tests how many sockets the machine opens in 5 s.
    for (let from = 0; from < 1005; from += 50)
      await Promise.all(Array.from({ length: Math.min(50, 1005 - from) }, (_, i) => storage.put(`many/${String(from + i).padStart(4, '0')}`, 'x')))
    const found = await keys(storage, 'many/')
    expect(found).toHaveLength(1005)
    expect(new Set(found).size).toBe(1005)
    expect(found.at(-1)).toBe('many/1004')
  }, 60_000)

  it('deletes keys, missing ones without complaint, more than a thousand at once', async () => {
    await storage.delete(['objects/ab/ab1.page', 'objects/never.page'])
    expect(await storage.get('objects/ab/ab1.page')).toBeUndefined()
    expect(await keys(storage, 'objects/ab/')).toEqual(['objects/ab/ab2.page'])
    await storage.delete(await keys(storage, 'many/'))
    expect(await keys(storage, 'many/')).toEqual([])
  })

  it('refuses keys that could leave its folder or mean two things', async () => {
    for (const bad of ['', '/abs', '../up', 'a/../b', 'a//b', 'a/./b', 'a\\b', '.hidden', 'a/\nb'])
      await expect(storage.put(bad, 'x'), bad).rejects.toThrow(/is not a storage key/)
    await expect(storage.get('../etc/passwd')).rejects.toThrow(/is not a storage key/)
  })

  it('fills a local cache file from it once, and says when it has nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'voix-cache-'))
    folders.push(dir)
    await storage.put('media/c.png', 'png bytes')
    const file = join(dir, 'media', 'c.png')
    expect(await Promise.all([fillFromStorage(storage, 'media/c.png', file), fillFromStorage(storage, 'media/c.png', file)])).toEqual([true, true])
    expect(readdirSync(join(dir, 'media'))).toEqual(['c.png'])
    expect(await fillFromStorage(storage, 'media/none.png', join(dir, 'media', 'none.png'))).toBe(false)
  })
})

describe('S3 storage failures', () => {
  it('names the bucket and the cause when the server cannot be reached', async () => {
    const storage = s3Storage({ ...s3.options, endpoint: 'http://127.0.0.1:9' })
    await expect(storage.get('live.json')).rejects.toThrow(/shared storage s3:\/\/voix-test\/ at http:\/\/127\.0\.0\.1:9 could not read live\.json: .*ECONNREFUSED/)
  })

  it('names a bucket that does not exist', async () => {
    const storage = s3Storage({ ...s3.options, bucket: 'no-such-bucket' })
    await expect(storage.put('x', 'y')).rejects.toThrow(/s3:\/\/no-such-bucket\/.* could not write x: .*(NoSuchBucket|bucket does not exist)/i)
  })

  it('fails a put the server fails, and keeps the object as it was', async () => {
    const storage = s3Storage(s3.options)
    await storage.put('kept.json', 'old')
    s3.failPuts((key) => key === 'kept.json')
    try {
      await expect(storage.put('kept.json', 'new')).rejects.toThrow(/could not write kept\.json.*HTTP 500/)
    } finally {
      s3.failPuts(undefined)
    }
    expect(text(await storage.get('kept.json'))).toBe('old')
  })
})
