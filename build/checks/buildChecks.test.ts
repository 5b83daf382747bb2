import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { outputPaths } from '../outputPaths.ts'
import { imageBytesIn } from './buildChecks.ts'

const root = mkdtempSync(join(tmpdir(), 'voix-checks-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('image weights for the pre-publish checks', () => {
  it('weighs uploads and static images, and nothing outside their folders however the address is written', () => {
    const outRoot = join(root, 'site')
    const media = join(root, 'media')
    mkdirSync(join(outputPaths(outRoot).static, 'img'), { recursive: true })
    mkdirSync(media, { recursive: true })
    writeFileSync(join(outputPaths(outRoot).static, 'img', 'a b.png'), 'x'.repeat(10))
    writeFileSync(join(media, 'photo.jpg'), 'x'.repeat(20))
    writeFileSync(join(root, 'secret.txt'), 'x'.repeat(30))
    const bytes = imageBytesIn(outRoot, media)
    expect(bytes('/img/a%20b.png?w=1')).toBe(10)
    expect(bytes('/media/photo.jpg')).toBe(20)
    for (const src of ['/../secret.txt', '/%2e%2e/secret.txt', '/media/%2E%2E/secret.txt', '//evil.example/a.png', 'https://evil.example/a.png', '/img/%zz.png', '/img/%E0%A4%A.png'])
      expect(bytes(src), src).toBeUndefined()
  })
})
