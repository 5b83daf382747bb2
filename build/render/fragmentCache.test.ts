import { describe, expect, it } from 'vitest'
import type { RenderNode, RenderSlice } from '../../catalogue/blocks/renderTree.ts'
import { escapeScriptJson, unescapeScriptJson } from '../../site/runtime/readPayload.ts'
import { ByteSink } from './ByteSink.ts'
import { createFragmentCache, type ElementText, type FragmentPage, type PageElement } from './fragmentCache.ts'

type Show = (node: RenderSlice) => string

/** A block as text, given its ids: [element id, its field id]. */
const slice = (ids: readonly string[], title: string): RenderSlice => ({
  kind: 'slice',
  id: ids[0]!,
  component: 'Card',
  hydration: 'load',
  interactive: false,
  values: { title },
  fieldIds: { title: ids[1]! },
  slots: {},
  tags: [],
})

type Block = { ids: string[]; title: string }
type Cache = ReturnType<typeof createFragmentCache>

const resolve = (text: string) => {
  const { id, fields, title } = JSON.parse(text) as { id: string; fields: { id: string }[]; title: string }
  return { node: slice([id, fields[0]!.id], title), css: `[data-vf="${fields[0]!.id}"]{color:red}` }
}

/**
 * A page made through the cache as the build makes it, with a stand-in for the site's document (each top-level
 * node a host element, as ElementTree renders them), and what rendering it whole would give.
 */
async function makePage(cache: Cache, blocks: Block[], show: Show, calls: RenderNode[][] = [], build: Partial<FragmentPage> = {}) {
  // Like React's image preloads: written at the top of the page, once per page, whichever element asked.
  const hoisted = (nodes: readonly RenderNode[]) => (nodes.some((n) => n.kind === 'slice' && String(n.values.title).startsWith('Logo')) ? '<link rel="preload" as="image" href="/logo.svg">' : '')
  const render = (nodes: readonly RenderNode[], css: string, payloadText: string) =>
    `<html><head><style>${css}</style></head><body>${hoisted(nodes)}<header>Menu</header>${nodes.map((n) => (n.kind === 'group' ? `<div class="v-group" data-el="${n.id}"></div>` : `<div class="v-slice" data-el="${n.id}">${show(n)}</div>`)).join('')}<script>${payloadText}</script></body></html>`
  const payload = { before: '{"nodes":[', after: (css: string) => `],"css":${JSON.stringify(css)}}` }
  const payloadAt = 'PAYLOAD-HERE'
  const elements: PageElement[] = blocks.map((block) => {
    const text = textOf(block)
    const fragment = cache.fragmentOf(text)
    return fragment ? { text, fragment } : { text, ...resolve(JSON.stringify({ id: block.ids[0], fields: [{ id: block.ids[1] }], title: block.title })) }
  })
  const sink = new ByteSink()
  const counts = await cache.page(
    elements,
    {
      resolve,
      payload,
      payloadAt,
      document: async (list, css) => {
        calls.push([...list])
        return render(list, css, payloadAt)
      },
      ...build,
    },
    sink,
  )
  const html = Buffer.from(sink.bytes)
  // The payload as a stored page reads it back from its place in the HTML, and its size as the report counts it.
  const written = counts && unescapeScriptJson(html.toString('utf8', ...counts.payloadInHtml))
  if (counts) expect(counts.payloadBytes).toBe(Buffer.byteLength(written!))
  const made = counts && { reused: counts.reused, repeats: counts.repeats, document: html.toString(), payloadJson: written }
  const whole = blocks.map((b) => resolve(JSON.stringify({ id: b.ids[0], fields: [{ id: b.ids[1] }], title: b.title })))
  const css = whole.map((w) => w.css).join('')
  const payloadJson = payload.before + whole.map((w) => JSON.stringify(w.node)).join(',') + payload.after(css)
  return { made, whole: { document: render(whole.map((w) => w.node), css, escapeScriptJson(payloadJson)), payloadJson } }
}

/** A block's element text as the build sees it: its ids blanked and listed (see pageTextParts). */
const textOf = (block: { ids: string[]; title: string }): ElementText => {
  const blank = JSON.stringify({ id: '', fields: [{ id: '' }], title: block.title })
  return { context: 'site', blank, ids: block.ids }
}

const opaque: Show = (n) => `<h2 id="${n.id}-t" data-vf="${n.fieldIds.title}">${n.values.title as string}</h2>`

describe('createFragmentCache', () => {
  it('makes an element as usual until it repeats, keeps it then, and fills it in with new ids from then on', async () => {
    const cache = createFragmentCache()
    const calls: RenderNode[][] = []
    const blocks = (n: number) => [
      { ids: [`a${n}`, `af${n}`], title: 'Welcome <b>home</b> – ’\u2028' },
      { ids: [`b${n}`, `bf${n}`], title: `Only on page ${n}` },
    ]
    const reused = []
    const repeats = []
    for (let n = 1; n <= 4; n++) {
      const { made, whole } = await makePage(cache, blocks(n), opaque, calls)
      expect({ document: made!.document, payloadJson: made!.payloadJson }).toEqual(whole)
      reused.push(made!.reused)
      repeats.push(made!.repeats)
    }
    expect(repeats).toEqual([0, 1, 1, 1])
    // Page 1: first sight. Page 2: a repeat, kept (the page without elements and the kept one under placeholder
    // ids are rendered to compare). Pages 3 and 4: from the cache, only the page around it and the new block rendered.
    expect(reused).toEqual([0, 0, 1, 1])
    expect(calls.map((c) => c.length)).toEqual([2, 4, 0, 3, 2, 2])
    expect(calls[5]!.filter((n) => n.kind === 'slice').map((n) => n.id)).toEqual(['b4'])
  })

  it('gives kept elements next to each other one marker, and puts each back in its place', async () => {
    const cache = createFragmentCache()
    const blocks = (n: number) => [
      ...['One', 'Two', 'Three'].map((title) => ({ ids: [`${title}${n}`, `${title}f${n}`], title })),
      { ids: [`new${n}`, `newf${n}`], title: `New on page ${n}` },
      ...['Four', 'Five'].map((title) => ({ ids: [`${title}${n}`, `${title}f${n}`], title })),
    ]
    for (let n = 1; n <= 2; n++) await makePage(cache, blocks(n), opaque)
    const calls: RenderNode[][] = []
    const { made, whole } = await makePage(cache, blocks(3), opaque, calls)
    expect(made).toMatchObject({ ...whole, reused: 5, repeats: 5 })
    expect(calls.map((list) => list.map((n) => (n.kind === 'slice' ? n.id : 'marker')))).toEqual([['marker', 'new3', 'marker']])
  })

  it('never keeps an element whose output depends on its ids other than by carrying them', async () => {
    const cache = createFragmentCache()
    const byLength: Show = (n) => `<p>${n.id.length > 3 ? 'long' : 'short'} ${n.id}</p>`
    for (const ids of [['x1', 'f1'], ['x2', 'f2'], ['x3', 'f3'], ['x0004', 'f4']]) {
      const { made, whole } = await makePage(cache, [{ ids, title: 'Same' }], byLength)
      expect(made).toMatchObject({ ...whole, reused: 0 })
    }
  })

  it('fills in only ids that every escaping leaves as they are', async () => {
    const cache = createFragmentCache()
    for (const ids of [['k1', 'kf1'], ['k2', 'kf2']]) await makePage(cache, [{ ids, title: 'Kept' }], opaque)
    expect(cache.fragmentOf(textOf({ ids: ['k3', 'kf3'], title: 'Kept' }))).toBeDefined()
    for (const ids of [['k"4', 'kf4'], ['k<5', 'kf5'], ['k é', 'kf6'], ['', 'kf7'], ['k'.repeat(101), 'kf8'], ['k9', 'kf9&']]) {
      expect(cache.fragmentOf(textOf({ ids, title: 'Kept' }))).toBeUndefined()
      const { made, whole } = await makePage(cache, [{ ids, title: 'Kept' }], opaque)
      expect(made).toMatchObject({ ...whole, reused: 0 })
    }
  })

  it('renders in its page an element that writes outside its place, from its kept node, and pastes the others', async () => {
    const cache = createFragmentCache()
    const reused = []
    const rendered = []
    for (let n = 0; n < 4; n++) {
      const calls: RenderNode[][] = []
      const { made, whole } = await makePage(cache, [{ ids: [`l${n}`, `lf${n}`], title: 'Logo wall' }, { ids: [`t${n}`, `tf${n}`], title: 'Text' }], opaque, calls)
      expect({ document: made!.document, payloadJson: made!.payloadJson }).toEqual(whole)
      reused.push(made!.reused)
      rendered.push(calls[0]!.filter((node) => node.kind === 'slice').map((node) => node.id))
    }
    expect(reused).toEqual([0, 0, 2, 2])
    // Its preload comes with it: it is rendered on every page, with the page's own ids, and never resolved again.
    expect(rendered.slice(2)).toEqual([['l2'], ['l3']])
  })

  it('leaves alone ids that escaping could change, and gives up when a marker does not come back', async () => {
    const cache = createFragmentCache()
    for (let n = 0; n < 3; n++) {
      const { made, whole } = await makePage(cache, [{ ids: [`q"${n}`, `f&${n}`], title: 'Quoted' }], opaque)
      expect(made).toMatchObject({ ...whole, reused: 0 })
    }
    for (let n = 0; n < 2; n++) await makePage(cache, [{ ids: [`c${n}`, `cf${n}`], title: 'Card' }], opaque)
    // A document that drops its element tree (an error screen, say): no page is made from pieces.
    const { made } = await makePage(cache, [{ ids: ['c9', 'cf9'], title: 'Card' }], opaque, [], { document: async () => '<html><body>Error</body></html>' })
    expect(made).toBeUndefined()
  })

  it('forgets what it kept on clear and past its budget', async () => {
    const keep = async (cache: Cache, title: string) => {
      for (let n = 0; n < 2; n++) await makePage(cache, [{ ids: [`${title}${n}`, `${title}f${n}`], title }], opaque)
    }
    const reusedNow = async (cache: Cache, title: string) => (await makePage(cache, [{ ids: [`${title}9`, `${title}f9`], title }], opaque)).made!.reused

    const cleared = createFragmentCache()
    await keep(cleared, 'A')
    expect(await reusedNow(cleared, 'A')).toBe(1)
    cleared.clear()
    expect(await reusedNow(cleared, 'A')).toBe(0)

    // Room for about one element: keeping a second drops the first.
    const small = createFragmentCache(120)
    await keep(small, 'A')
    await keep(small, 'B')
    expect(await reusedNow(small, 'B')).toBe(1)
    expect(await reusedNow(small, 'A')).toBe(0)

    // Elements seen once count too: a site of unique blocks does not grow the cache past its budget.
    const seen = createFragmentCache(120)
    const reused = []
    for (const [n, title] of [[0, 'A'], [1, 'B'.repeat(200)], [2, 'A'], [3, 'A'], [4, 'A']] as const)
      reused.push((await makePage(seen, [{ ids: [`s${n}`, `sf${n}`], title }], opaque)).made!.reused)
    expect(reused).toEqual([0, 0, 0, 0, 1])

    // And they go on their own: a flood of unique blocks does not push out what is kept.
    const flooded = createFragmentCache(1_000)
    await keep(flooded, 'A')
    for (let n = 0; n < 5; n++) await makePage(flooded, [{ ids: [`u${n}`, `uf${n}`], title: `${n}`.repeat(200) }], opaque)
    expect(await reusedNow(flooded, 'A')).toBe(1)
  })
})
