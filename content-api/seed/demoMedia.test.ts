import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { getRecord } from '../entities/entityStore.ts'
import { media } from '../entities/registry.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { seedDemoMedia } from './demoMedia.ts'

const [sqlite] = await testDatabases()
const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

describe('demo media', () => {
  it('stores photo-sized JPEGs made from the demo drawings as uploads are stored, with their media records', async () => {
    const db = await sqlite!.open()
    const mediaDir = mkdtempSync(join(tmpdir(), 'voix-demo-media-'))
    dirs.push(mediaDir)
    try {
      const urls = await seedDemoMedia(db, mediaDir)
      for (const url of Object.values(urls)) {
        const [, hash] = /^\/media\/([0-9a-f]{64})\.jpg$/.exec(url)!
        const bytes = readFileSync(join(mediaDir, `${hash}.jpg`))
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(hash)
        expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 2400 })
        expect((await getRecord(db, media, hash!))?.doc).toMatchObject({ type: 'image/jpeg', url, bytes: bytes.length })
      }
    } finally {
      await db.drop()
    }
  })
})
