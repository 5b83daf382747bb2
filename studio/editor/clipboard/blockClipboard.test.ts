// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newSliceFromBlock } from '../../../catalogue/blocks/newSliceFromBlock.ts'
import { readBlockFragment, writeBlockFragment } from '../../../catalogue/model/blockFragment.ts'
import { group, pageWith, slice } from '../../../catalogue/model/testing.ts'
import { clipboardFallbackKey, readBlocks, writeBlocks } from './blockClipboard.ts'
import { blocksToCopy, copiedText } from './blocksToCopy.ts'
import { cleanFragmentText, cleanRichText } from './cleanRichText.ts'
import { keyBelongsElsewhere } from './useClipboardShortcuts.ts'

/** A system clipboard that holds text, or refuses (permission denied). */
function systemClipboard(allowed: boolean, holding = '') {
  let text = holding
  const refuse = () => Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError'))
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: allowed ? async (t: string) => void (text = t) : refuse, readText: allowed ? async () => text : refuse },
  })
  return { get text() { return text }, set text(t: string) { text = t } }
}

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('the block clipboard', () => {
  const blocks = writeBlockFragment([slice('a')])
  it('goes through the system clipboard when the browser allows it', async () => {
    const system = systemClipboard(true)
    expect(await writeBlocks(blocks)).toBe(true)
    expect(system.text).toBe(blocks)
    expect(await readBlocks()).toBe(blocks)
    // Something else copied since (a sentence): the paste is refused rather than pasting old blocks.
    system.text = 'Dinner at eight'
    expect(await readBlocks()).toBe('Dinner at eight')
  })
  it('falls back to this studio’s own copy when the system clipboard is refused', async () => {
    systemClipboard(false)
    expect(await writeBlocks(blocks)).toBe(false)
    expect(JSON.parse(localStorage.getItem(clipboardFallbackKey)!)).toEqual({ text: blocks, inSystem: false })
    expect(await readBlocks()).toBe(blocks)
    // Readable again later, but it never took the blocks: this studio's copy is still the one to paste.
    systemClipboard(true, 'Dinner at eight')
    expect(await readBlocks()).toBe(blocks)
  })
  it('copies the selected blocks in page order, a selected child only with its selected parent', () => {
    const page = pageWith([slice('a'), group('g', [slice('b'), slice('c')]), slice('d')])
    expect(blocksToCopy(page.elements, ['d', 'b', 'g', 'a']).map((e) => e.id)).toEqual(['a', 'g', 'd'])
    expect(blocksToCopy(page.elements, ['c']).map((e) => e.id)).toEqual(['c'])
    const copied = copiedText({ ...page, site_id: 'hyatt-ziva' }, ['d', 'a'], 'http://localhost:3000')!
    expect(copied.count).toBe(2)
    expect(readBlockFragment(copied.text).source).toEqual({ pageId: 'page-1', pageTitle: 'Home', layout: 'blocks', siteId: 'hyatt-ziva', origin: 'http://localhost:3000' })
    expect(copiedText(page, [])).toBeUndefined()
  })
  it('cleans pasted rich text to what the rich-text editor makes', () => {
    expect(cleanRichText('<p class="text-lg evil" onclick="x()">Hi <script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)" target="_blank">go</a></p><iframe src="/"></iframe><div><b>kept</b></div>')).toBe(
      '<p class="text-lg">Hi <img><a target="_blank" rel="noopener noreferrer">go</a></p><b>kept</b>',
    )
    const intro = newSliceFromBlock('GlobalIntro', { copy: '<p>Sun<img src=x onerror=alert(1)></p>' })
    const text = cleanFragmentText(writeBlockFragment([intro]))
    expect(readBlockFragment(text).blocks[0]!.fields.find((f) => f.name === 'copy')!.value).toBe('<p>Sun<img></p>')
    expect(cleanFragmentText('plain words')).toBe('plain words')
  })
  it('leaves copy and paste keys to text boxes, rich text, dialogs and selected text', () => {
    document.body.innerHTML = '<input id="i"><div contenteditable="true"><p id="r">x</p></div><div role="dialog"><button id="d">b</button></div><ul><li id="row" tabindex="0">Row</li></ul>'
    for (const id of ['i', 'r', 'd']) expect(keyBelongsElsewhere(document.getElementById(id)), id).toBe(true)
    expect(keyBelongsElsewhere(document.getElementById('row'))).toBe(false)
    const range = document.createRange()
    range.selectNodeContents(document.getElementById('row')!)
    window.getSelection()!.addRange(range)
    expect(keyBelongsElsewhere(document.getElementById('row'))).toBe(true)
  })
})
