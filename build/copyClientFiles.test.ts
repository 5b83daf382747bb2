import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { copyClientFiles } from './copyClientFiles.ts'

const dirs: string[] = []
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'voix-client-files-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

const put = (dir: string, rel: string, text: string) => {
  mkdirSync(join(dir, rel, '..'), { recursive: true })
  writeFileSync(join(dir, rel), text)
}

describe('copyClientFiles', () => {
  it('replaces a file whose name stays from release to release, and keeps the hashed assets already served', async () => {
    const [client, out] = [folder(), folder()]
    put(client, 'voix-boot.js', 'old boot')
    put(client, 'assets/entries/a.123.js', 'entry a')
    await copyClientFiles(client, out)
    // The next release: the boot script changed; a hashed asset of the same name is the same file.
    put(client, 'voix-boot.js', 'new boot')
    put(client, 'demo/beach.svg', '<svg/>')
    put(out, 'assets/entries/a.123.js', 'as served')
    await copyClientFiles(client, out)
    expect(readFileSync(join(out, 'voix-boot.js'), 'utf8')).toBe('new boot')
    expect(readFileSync(join(out, 'demo/beach.svg'), 'utf8')).toBe('<svg/>')
    expect(readFileSync(join(out, 'assets/entries/a.123.js'), 'utf8')).toBe('as served')
  })
})
