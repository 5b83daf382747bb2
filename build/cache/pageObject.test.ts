import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { escapeScriptJson } from '../../site/runtime/readPayload.ts'
import { outputPaths } from '../outputPaths.ts'
import { PageWriter, pageObjectFile, readPackedPage, readPackedPageAsync, readPageObject, readPageObjectAsync, readStoredPage, readStoredPageAsync, writePageObject } from './pageObject.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

function store(): string {
  const dir = mkdtempSync(join(tmpdir(), 'voix-object-'))
  dirs.push(dir)
  return join(dir, 'objects')
}

describe('a page object', () => {
  it('gives back the HTML and payload it was written with, counted in bytes', async () => {
    const file = join(store(), 'ab', 'abcdef.page')
    const page = { html: '<h1>Chambres à l’étage — 日本語 🏖️</h1>', payload: JSON.stringify({ title: 'Zimmer – Ü 🌊', n: 1 }) }
    const bytes = writePageObject(file, page)
    expect(bytes).toBe(statSync(file).size)
    expect(bytes).toBeGreaterThan(page.html.length + page.payload.length)
    expect(readPageObject(file)).toEqual(page)
    expect(await readPageObjectAsync(file)).toEqual(page)
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(`voix-page 1 ${Buffer.byteLength(page.html)} ${Buffer.byteLength(page.payload)}`)
  })

  it('keeps a page without a payload apart from one with an empty payload', () => {
    const root = store()
    writePageObject(join(root, 'aa', 'none.page'), { html: '<p>404</p>' })
    writePageObject(join(root, 'aa', 'empty.page'), { html: '<p>404</p>', payload: '' })
    writePageObject(join(root, 'aa', 'blank.page'), { html: '', payload: '{}' })
    const none = readPageObject(join(root, 'aa', 'none.page'))!
    const empty = readPageObject(join(root, 'aa', 'empty.page'))!
    expect(none).toEqual({ html: '<p>404</p>' })
    expect('payload' in none).toBe(false)
    expect(empty).toEqual({ html: '<p>404</p>', payload: '' })
    expect(readPageObject(join(root, 'aa', 'blank.page'))).toEqual({ html: '', payload: '{}' })
    expect(pageObjectFile(none, '_payload.json')).toBeUndefined()
    expect(pageObjectFile(empty, '_payload.json')).toBe('')
    expect(pageObjectFile(none, 'index.html')).toBe('<p>404</p>')
  })

  it('reads back a payload stored in its HTML, where the payload script holds it escaped', async () => {
    const root = store()
    const payload = JSON.stringify({ title: 'Un <b>été</b> – ’ \u2028 \\u003c stays text', path: '/a/b' })
    const before = Buffer.from('<html><p>Été</p><script type="application/json">')
    const html = Buffer.concat([before, Buffer.from(escapeScriptJson(payload)), Buffer.from('</script></html>')])
    const place = [before.length, html.length - '</script></html>'.length] as const
    const file = join(root, 'ef', 'inside.page')
    const bytes = writePageObject(file, { html, payloadInHtml: place })
    // Written once: the file is the header and the HTML.
    expect(bytes).toBe(statSync(file).size)
    expect(bytes).toBeLessThan(html.length + 64)
    expect(readPageObject(file)).toEqual({ html: html.toString(), payload })
    const writer = new PageWriter(outputPaths(join(root, '..')).pack('in'))
    const { offset } = writer.append({ html, payloadInHtml: place })
    writer.close()
    expect(await readPackedPageAsync(outputPaths(join(root, '..')).pack('in'), offset)).toEqual({ html: html.toString(), payload })
    // A place outside the HTML is refused when written, and when read.
    expect(() => writePageObject(join(root, 'ef', 'outside.page'), { html, payloadInHtml: [0, html.length + 1] })).toThrow('is not in the page')
    const bad = join(root, 'ef', 'bad.page')
    writeFileSync(bad, 'voix-page 1 3 @2-9\n<p>')
    expect(() => readPageObject(bad)).toThrow(`${bad} is not a stored page`)
  })

  it('is undefined when there is none', async () => {
    const file = join(store(), 'ab', 'missing.page')
    expect(readPageObject(file)).toBeUndefined()
    expect(await readPageObjectAsync(file)).toBeUndefined()
  })

  it('refuses a truncated or foreign file, naming it', async () => {
    const root = store()
    const cut = join(root, 'ab', 'cut.page')
    writePageObject(cut, { html: '<p>long enough</p>', payload: '{"a":1}' })
    truncateSync(cut, statSync(cut).size - 3)
    expect(() => readPageObject(cut)).toThrow(`${cut} is not a whole stored page`)
    await expect(readPageObjectAsync(cut)).rejects.toThrow(`${cut} is not a whole stored page`)

    const longer = join(root, 'ab', 'longer.page')
    writePageObject(longer, { html: '<p>x</p>' })
    writeFileSync(longer, 'more', { flag: 'a' })
    expect(() => readPageObject(longer)).toThrow(`${longer} is not a whole stored page`)

    for (const [name, text] of [
      ['html.page', '<!doctype html><html></html>'],
      ['empty.page', ''],
      ['other.page', 'voix-page 2 3 -\n<p>'],
      ['noline.page', `voix-page 1 ${'9'.repeat(100)}`],
    ]) {
      const file = join(root, 'ab', name!)
      writeFileSync(file, text!)
      expect(() => readPageObject(file)).toThrow(`${file} is not a stored page`)
    }
  })

  it('leaves no temp file behind, and a page already there whole', () => {
    const root = store()
    const file = join(root, 'cd', 'cdef.page')
    writePageObject(file, { html: '<p>first</p>', payload: '{}' })
    writePageObject(file, { html: '<p>first</p>', payload: '{}' })
    expect(readdirSync(join(root, 'cd'))).toEqual(['cdef.page'])
    expect(readPageObject(file)).toEqual({ html: '<p>first</p>', payload: '{}' })
  })

  it('makes its shard again when the store was removed under it', () => {
    const root = store()
    const file = join(root, 'ef', 'ef01.page')
    writePageObject(file, { html: '<p>one</p>' })
    rmSync(root, { recursive: true })
    writePageObject(file, { html: '<p>two</p>' })
    expect(readPageObject(file)).toEqual({ html: '<p>two</p>' })
  })
})

describe('a pack of pages', () => {
  it('gives back each page from where it starts, and a route map reference finds pages in packs and in files alike', async () => {
    const outRoot = join(store(), '..')
    const paths = outputPaths(outRoot)
    const pages = [{ html: '<h1>Première — 🏖️</h1>', payload: '{"a":"ü"}' }, { html: '<p>404</p>' }, { html: '', payload: '' }]
    const writer = new PageWriter(paths.pack('p1'))
    const placed = pages.map((page) => writer.append(page))
    writer.close()
    expect(placed.map((p) => p.offset)).toEqual([0, placed[0]!.bytes, placed[0]!.bytes + placed[1]!.bytes])
    expect(statSync(paths.pack('p1')).size).toBe(placed.reduce((n, p) => n + p.bytes, 0))
    for (const [i, page] of pages.entries()) {
      expect(readPackedPage(paths.pack('p1'), placed[i]!.offset)).toEqual(page)
      expect(await readPackedPageAsync(paths.pack('p1'), placed[i]!.offset)).toEqual(page)
      expect(readStoredPage(outRoot, `k${i}@p1:${placed[i]!.offset}`)).toEqual(page)
    }
    writePageObject(paths.object('abc1'), pages[0]!)
    expect(readStoredPage(outRoot, 'abc1')).toEqual(pages[0])
    expect(await readStoredPageAsync(outRoot, 'abc1')).toEqual(pages[0])
    expect(readStoredPage(outRoot, 'k0@missing:0')).toBeUndefined()
    expect(await readStoredPageAsync(outRoot, 'k0@missing:0')).toBeUndefined()
    // A pack is written once: a second writer of the same name refuses rather than write over it.
    expect(() => new PageWriter(paths.pack('p1')).append(pages[1]!)).toThrow(/EEXIST/)
  })

  it('refuses, naming the pack and place, a page cut short or a place where no page starts', () => {
    const outRoot = join(store(), '..')
    const file = outputPaths(outRoot).pack('cut')
    const writer = new PageWriter(file)
    const first = writer.append({ html: '<p>one</p>', payload: '{}' })
    const second = writer.append({ html: '<p>two, long enough to cut</p>', payload: '{"b":2}' })
    writer.close()
    truncateSync(file, second.offset + second.bytes - 3)
    expect(() => readPackedPage(file, second.offset)).toThrow(`${file} at ${second.offset} is not a whole stored page`)
    expect(() => readPackedPage(file, first.offset + 1)).toThrow(`${file} at ${first.offset + 1} is not a stored page`)
  })
})
