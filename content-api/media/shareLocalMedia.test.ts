import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Storage } from '../../catalogue/storage/testing/startS3Server.ts'
import { shareLocalMedia } from './shareLocalMedia.ts'

let s3: Awaited<ReturnType<typeof startS3Storage>>
const dir = mkdtempSync(join(tmpdir(), 'voix-media-share-'))
beforeAll(async () => {
  s3 = await startS3Storage()
})
afterAll(async () => {
  await s3.server.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('shareLocalMedia', () => {
  it('puts the uploads and focal points the bucket lacks, and nothing else', async () => {
    const [a, b] = ['a'.repeat(64), 'b'.repeat(64)]
    writeFileSync(join(dir, `${a}.jpg`), 'jpeg a')
    writeFileSync(join(dir, `${a}.focus.json`), '{"x":0.2,"y":0.4}')
    writeFileSync(join(dir, `${b}.png`), 'png b')
    writeFileSync(join(dir, `.${b}.png.1234.tmp`), 'half written')
    await s3.storage.put(`media/${b}.png`, 'png b')
    expect(await shareLocalMedia(s3.storage, dir)).toBe(2)
    const keys: string[] = []
    for await (const { key } of s3.storage.list('media/')) keys.push(key)
    expect(keys).toEqual([`media/${a}.focus.json`, `media/${a}.jpg`, `media/${b}.png`])
    expect(await shareLocalMedia(s3.storage, dir)).toBe(0)
    expect(await shareLocalMedia(s3.storage, join(dir, 'missing'))).toBe(0)
  })
})
