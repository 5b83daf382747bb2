import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { outputPaths } from '../outputPaths.ts'
import { createImageDeriver } from './createImageDeriver.ts'
import { focusCrop, focusFile } from './mediaFocus.ts'

const root = mkdtempSync(join(tmpdir(), 'voix-focus-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const hash = 'c'.repeat(64)

/** The colour in the middle of a derived file: which part of the source the crop kept. */
async function middle(file: string) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels
  return [data[at]!, data[at + 1]!, data[at + 2]!]
}

describe('focal points', () => {
  it('keep the crop inside the scaled source, as central on the point as the edges allow', () => {
    expect(focusCrop({ width: 2000, height: 1000 }, { width: 500, height: 500 }, { x: 1, y: 0.5 })).toEqual({ resize: { width: 1000, height: 500 }, extract: { left: 500, top: 0, width: 500, height: 500 } })
    expect(focusCrop({ width: 2000, height: 1000 }, { width: 500, height: 500 }, { x: 0.3, y: 0.5 }).extract.left).toBe(50)
  })

  it('move a cover crop towards the point, and a moved point derives a new file', async () => {
    const mediaDir = join(root, 'media')
    mkdirSync(mediaDir, { recursive: true })
    // Left half red, right half blue: a square crop of the middle shows where it was taken from.
    const left = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#ff0000' } }).png().toBuffer()
    const right = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#0000ff' } }).png().toBuffer()
    writeFileSync(join(mediaDir, `${hash}.png`), await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#000' } }).composite([{ input: left, left: 0, top: 0 }, { input: right, left: 1000, top: 0 }]).png().toBuffer())
    const outRoot = join(root, 'site')
    const fileOf = (src: string) => join(outputPaths(outRoot).static, src)
    writeFileSync(focusFile(mediaDir, hash), JSON.stringify({ x: 0.1, y: 0.5 }))
    const leftCrop = (await createImageDeriver({ mediaDir, outRoot }).derive(`/media/${hash}.png`, { width: 300, height: 300 }, undefined, true))!
    expect((await middle(fileOf(leftCrop.x1.src)))[0]).toBeGreaterThan(200)
    writeFileSync(focusFile(mediaDir, hash), JSON.stringify({ x: 0.9, y: 0.5 }))
    const rightCrop = (await createImageDeriver({ mediaDir, outRoot }).derive(`/media/${hash}.png`, { width: 300, height: 300 }, undefined, true))!
    expect(rightCrop.x1.src).not.toBe(leftCrop.x1.src)
    expect((await middle(fileOf(rightCrop.x1.src)))[2]).toBeGreaterThan(200)
  })
})
