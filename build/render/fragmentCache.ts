import { randomBytes } from 'node:crypto'
import type { RenderGroup, RenderNode } from '../../catalogue/blocks/renderTree.ts'
import { escapeScriptJson } from '../../site/runtime/readPayload.ts'
import { templateBytes, type ByteSink, type ByteTemplate } from './ByteSink.ts'
import { withTextIds } from './pageText.ts'
import { isPlainJson } from './vike/plainJson.ts'

/** Output cut at its ids: parts[0] + ids[at[0]] + parts[1] + … + parts[n]. */
interface Template {
  parts: string[]
  at: number[]
}

/**
 * What a top-level element makes, with its ids cut out: its node's JSON in the payload and its HTML, as the UTF-8
 * they are written as, and its CSS, which the page's document is rendered with. The node's JSON is kept as the
 * payload script holds it (escapeScriptJson), `grows` bytes longer than the JSON itself: the payload is stored only
 * there, so it is written once, straight into the HTML. An element whose rendering also writes outside its place
 * (React hoists image preloads to the top) has no HTML to paste: it is rendered in its page from `nodeJson`, which
 * spares resolving it.
 */
export type Fragment = { node: ByteTemplate & { grows: number }; css: Template } & ({ html: ByteTemplate } | { html: null; nodeJson: Template })

/** A top-level element's text as the cache knows it (see pageTextParts). */
export interface ElementText {
  /** Whatever else the element's output depends on (its site, its locale). */
  context: string
  blank: string
  ids: readonly string[]
  /** Holds a shared section: the same text on every page placing it, so kept the first time it is seen. */
  shared?: boolean
}

/** A page's top-level element: known to the cache, or resolved by the build (its node and its CSS). */
export type PageElement = { text: ElementText; fragment: Fragment } | { text?: ElementText; node: RenderNode; css: string }

/** What the cache needs of one page from the build. */
export interface FragmentPage {
  /** What an element's text resolves to on its own, as the page would resolve it; undefined if it does not. */
  resolve(text: string): { node: RenderNode; css: string } | undefined
  /** The payload's JSON around its tree's nodes: what comes before them, and after them given the tree's CSS. */
  payload: { before: string; after: (css: string) => string }
  /**
   * The page's HTML with `nodes` where its element tree goes and `payloadAt` where its payload's JSON goes, as
   * escapeScriptJson escapes it; undefined when it cannot be had.
   */
  document(nodes: readonly RenderNode[], css: string): Promise<string | undefined>
  payloadAt: string
}

/** A text as the payload script holds it (escapeScriptJson), and how many bytes longer that is as UTF-8. */
function forScript(text: string): { text: string; grows: number } {
  const escaped = escapeScriptJson(text)
  // Escaping only lengthens, and most texts need none.
  return { text: escaped, grows: escaped.length === text.length ? 0 : Buffer.byteLength(escaped) - Buffer.byteLength(text) }
}

// Substitution is only sound for ids every escaping (HTML text and attributes, JSON, URLs, CSS strings) leaves as
// they are; the schema's Id allows at most 100 characters.
// Checked by character codes: a page has hundreds of ids, and a regular expression cost 3 % of a worker's time.
function plainId(id: string): boolean {
  if (id.length === 0 || id.length > 100) return false
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i)
    // 0-9, A-Z, a-z, '_', '-'
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45)) return false
  }
  return true
}
const plainIds = (ids: readonly string[]) => ids.every(plainId)

/**
 * What top-level elements make (payload node, CSS, HTML), kept by their text so a repeat costs copying bytes
 * instead of parsing, resolving and rendering it. Sites repeat blocks across pages (templates, shared sections)
 * under new ids, so the output is kept with the ids cut out, made once more under placeholder ids; before it is
 * kept it must give back, with the real ids put in, exactly what the element just made in its page. A block whose
 * output depends on its ids in any other way (their length, a hash, a record looked up by one) fails that check
 * and is never kept. One that writes outside its place (React hoists image preloads to the top) keeps its node and
 * CSS only, and is rendered in each page from them.
 *
 * A page renders once with a marker element in the place of each run of known elements (and around each element
 * about to be kept); top-level elements are sibling host elements, so the page's HTML is the document with each
 * marker replaced by its elements' HTML. Only an element seen before is worth keeping: unique content costs no extra
 * render. Anything unexpected (a marker missing) gives undefined, and the caller renders the page as usual.
 */
export function createFragmentCache(budgetChars = 16_000_000) {
  const nonce = randomBytes(4).toString('hex')
  const placeholder = (i: number) => `vf${nonce}i${i}e`
  const placeholderSplit = new RegExp(`vf${nonce}i(\\d+)e`)
  const marker = (name: string): RenderGroup => ({ kind: 'group', id: `vm${nonce}${name}`, children: [], tags: [] })
  // By context, then by blanked text (a long text is hashed as it is, not first joined to its context); null: the
  // element's output cannot be made from its placeholder output.
  let kept = new Map<string, Map<string, Fragment | null>>()
  let seen = new Map<string, Set<string>>()
  let chars = 0

  // What is held is counted, and dropped past the budget so memory stays flat on any site. Texts seen once are
  // dropped on their own: on a site of unique blocks they come by the thousand and must not push out what is kept.
  let seenChars = 0
  const keptOf = (text: ElementText) => kept.get(text.context)?.get(text.blank)
  const seenBefore = (text: ElementText) => {
    if (seen.get(text.context)?.has(text.blank)) return true
    seenChars += text.blank.length
    if (seenChars > budgetChars / 2) {
      seen = new Map()
      seenChars = text.blank.length
    }
    let blanks = seen.get(text.context)
    if (!blanks) seen.set(text.context, (blanks = new Set()))
    blanks.add(text.blank)
    return false
  }
  const remember = (text: ElementText, fragment: Fragment | null) => {
    const size = (parts: readonly { length: number }[]) => parts.reduce((n, p) => n + p.length, 0)
    chars += text.blank.length + (fragment ? size(fragment.node.parts) + size(fragment.css.parts) + size(fragment.html ? fragment.html.parts : fragment.nodeJson.parts) : 0)
    if (chars > budgetChars / 2) {
      kept = new Map()
      chars = 0
    }
    let blanks = kept.get(text.context)
    if (!blanks) kept.set(text.context, (blanks = new Map()))
    blanks.set(text.blank, fragment)
  }

  // Joined once rather than added up: a long chain of small strings costs more when it is finally flattened.
  const fill = (template: Template, ids: readonly string[]) => {
    // Most elements have no field CSS, and so no ids in it.
    if (template.at.length === 0) return template.parts[0]!
    const pieces: string[] = [template.parts[0]!]
    for (let i = 0; i < template.at.length; i++) pieces.push(ids[template.at[i]!]!, template.parts[i + 1]!)
    return pieces.join('')
  }

  const toTemplate = (text: string): Template => {
    const pieces = text.split(placeholderSplit)
    return { parts: pieces.filter((_, i) => i % 2 === 0), at: pieces.filter((_, i) => i % 2 === 1).map(Number) }
  }

  /** Where a marker element is in a document, from `from` on: a childless div naming the marker's id. */
  const markerAt = (doc: string, node: RenderGroup, from: number): [number, number] | undefined => {
    const at = doc.indexOf(`data-el="${node.id}"`, from)
    if (at < 0) return undefined
    const start = doc.lastIndexOf('<div', at)
    const end = doc.indexOf('</div>', at)
    if (start < from || end < 0 || doc.indexOf('<', start + 1) !== end) return undefined
    return [start, end + '</div>'.length]
  }

  /**
   * A document cut at its markers, in order: a single marker or a [begin, end] pair each. `inside` is the HTML
   * between each pair ('' at a single marker); `outside` the document around them, piece by piece (the page
   * around the elements, and whatever React hoisted out of them). Undefined when a marker is missing.
   */
  const cut = (doc: string, places: (RenderGroup | [RenderGroup, RenderGroup])[]): { inside: string[]; outside: string[] } | undefined => {
    const inside: string[] = []
    const outside: string[] = []
    let pos = 0
    for (const place of places) {
      const [begin, end] = Array.isArray(place) ? place : [place, undefined]
      const b = markerAt(doc, begin, pos)
      const e = b && (end ? markerAt(doc, end, b[1]) : b)
      if (!b || !e) return undefined
      outside.push(doc.slice(pos, b[0]))
      inside.push(end ? doc.slice(b[1], e[0]) : '')
      pos = e[1]
    }
    outside.push(doc.slice(pos))
    return { inside, outside }
  }

  /** Nodes' HTML, each null when rendering it also wrote outside its own place: such an element cannot be pasted. */
  async function htmlInPlace(render: (nodes: RenderNode[]) => Promise<string | undefined>, nodes: RenderNode[]): Promise<(string | null)[] | undefined> {
    const pairs = nodes.map((_, i) => [marker(`pb${i}`), marker(`pe${i}`)] as [RenderGroup, RenderGroup])
    const rendered = async (from: number, to: number) => {
      const doc = await render(nodes.slice(from, to).flatMap((node, i) => [pairs[from + i]![0], node, pairs[from + i]![1]]))
      return doc === undefined ? undefined : cut(doc, pairs.slice(from, to))
    }
    const empty = await rendered(0, 0)
    const all = empty && (await rendered(0, nodes.length))
    if (!empty || !all) return undefined
    const around = empty.outside.join('')
    if (all.outside.join('') === around) return all.inside
    // Something was hoisted: find out whose, one node at a time.
    const each: (string | null)[] = []
    for (let i = 0; i < nodes.length; i++) {
      const one = await rendered(i, i + 1)
      if (!one) return undefined
      each.push(one.outside.join('') === around ? one.inside[0]! : null)
    }
    return each
  }

  type Keep = { text: ElementText; node: RenderNode; css: string; html: string }

  /**
   * Keep what the elements make, each only if its placeholder output gives back exactly its own. What an element
   * made in its page stands for what its blanked text makes with its ids put back: that is the element's own text
   * (pageTextParts and KnownElements cut it so), so resolving it again would only give the same node.
   */
  async function keep(page: FragmentPage, render: (nodes: RenderNode[]) => Promise<string | undefined>, elements: Keep[]): Promise<void> {
    const stands = elements.map(({ text }) => page.resolve(withTextIds(text.blank, text.ids.map((_, k) => placeholder(k)))))
    const html = await htmlInPlace(render, stands.flatMap((stand) => (stand ? [stand.node] : [])))
    if (!html) return
    let at = 0
    elements.forEach(({ text, node, css: realCss, html: realHtml }, i) => {
      const stand = stands[i]
      const standHtml = stand && html[at++]
      if (!stand || standHtml === undefined) return void remember(text, null)
      const [nodeOut, css] = [toTemplate(JSON.stringify(stand.node)), toTemplate(stand.css)]
      if (fill(nodeOut, text.ids) !== JSON.stringify(node) || fill(css, text.ids) !== realCss) return void remember(text, null)
      const nodeParts = nodeOut.parts.map(forScript)
      const made = { node: { ...templateBytes(nodeParts.map((p) => p.text), nodeOut.at), grows: nodeParts.reduce((n, p) => n + p.grows, 0) }, css }
      // Rendered from its node's JSON, it must be a node JSON gives back as it is.
      if (standHtml === null) return void remember(text, isPlainJson(node) ? { ...made, html: null, nodeJson: nodeOut } : null)
      const htmlOut = toTemplate(standHtml)
      remember(text, fill(htmlOut, text.ids) === realHtml ? { ...made, html: templateBytes(htmlOut.parts, htmlOut.at) } : null)
    })
  }

  /** The element's kept output, when the cache has it and the ids can be put in. */
  const fragmentOf = (text: ElementText): Fragment | undefined => {
    const fragment = keptOf(text)
    return fragment && plainIds(text.ids) ? fragment : undefined
  }

  /**
   * A page's HTML from its elements, written into `out` with its payload's JSON in the payload script: kept elements
   * filled in with the page's ids, the others rendered in place; those seen for the second time are kept.
   * `payloadInHtml` says where the payload is in the HTML (escaped), `payloadBytes` how long its JSON is, `reused`
   * how many elements came from the cache, `repeats` how many had been seen before (reused, or kept now).
   */
  async function page(
    elements: readonly PageElement[],
    build: FragmentPage,
    out: ByteSink,
  ): Promise<{ payloadInHtml: [number, number]; payloadBytes: number; reused: number; repeats: number } | undefined> {
    // Kept elements next to each other share one marker: siblings' HTML is theirs one after another.
    type Run = { marker: RenderGroup; kept: { fragment: { html: ByteTemplate }; ids: readonly string[] }[] }
    type Step = Run | { begin: RenderGroup; end: RenderGroup; text: ElementText; node: RenderNode; css: string }
    let css = ''
    const steps: Step[] = []
    const nodes: RenderNode[] = []
    let run: Run | undefined
    let reused = 0
    elements.forEach((element, i) => {
      if ('fragment' in element) {
        const { fragment, text } = element
        css += fill(fragment.css, text.ids)
        reused++
        if (!fragment.html) {
          run = undefined
          return void nodes.push(JSON.parse(fill(fragment.nodeJson, text.ids)) as RenderNode)
        }
        if (run) return void run.kept.push({ fragment, ids: text.ids })
        run = { marker: marker(`h${i}`), kept: [{ fragment, ids: text.ids }] }
        steps.push(run)
        return void nodes.push(run.marker)
      }
      run = undefined
      const { text, node } = element
      css += element.css
      // Kept on its second sighting: unique content costs no extra render. A shared section is kept on its first:
      // it is on every page of its site placing it, so the next one copies it.
      const known = text && plainIds(text.ids) ? keptOf(text) : null
      if (!text || known === null || (!seenBefore(text) && !text.shared)) return void nodes.push(node)
      const step = { begin: marker(`b${i}`), end: marker(`e${i}`), text, node, css: element.css }
      steps.push(step)
      nodes.push(step.begin, node, step.end)
    })
    const render = (list: RenderNode[]) => build.document(list, css)
    const doc = await render(nodes)
    if (doc === undefined) return undefined

    const found = cut(doc, steps.map((step) => ('marker' in step ? step.marker : [step.begin, step.end])))
    // The payload goes in once, in the page around the elements.
    const payloadIn = found?.outside.findIndex((piece) => piece.includes(build.payloadAt)) ?? -1
    if (!found || payloadIn < 0 || doc.indexOf(build.payloadAt) !== doc.lastIndexOf(build.payloadAt)) return undefined
    const html = out.reset()
    const payloadInHtml: [number, number] = [0, 0]
    let grows = 0
    const scriptText = (text: string) => {
      const escaped = forScript(text)
      grows += escaped.grows
      html.text(escaped.text)
    }
    const payload = () => {
      scriptText(build.payload.before)
      elements.forEach((element, i) => {
        if (i > 0) html.text(',')
        if (!('fragment' in element)) return scriptText(JSON.stringify(element.node))
        html.fill(element.fragment.node, element.text.ids)
        grows += element.fragment.node.grows
      })
      scriptText(build.payload.after(css))
    }
    const outside = (i: number) => {
      const piece = found.outside[i]!
      if (i !== payloadIn) return html.text(piece)
      const at = piece.indexOf(build.payloadAt)
      html.text(piece.slice(0, at))
      payloadInHtml[0] = html.length
      payload()
      payloadInHtml[1] = html.length
      html.text(piece.slice(at + build.payloadAt.length))
    }
    outside(0)
    const keeping: Keep[] = []
    steps.forEach((step, i) => {
      if ('marker' in step) for (const { fragment, ids } of step.kept) html.fill(fragment.html, ids)
      else {
        html.text(found.inside[i]!)
        keeping.push({ text: step.text, node: step.node, css: step.css, html: found.inside[i]! })
      }
      outside(i + 1)
    })
    if (keeping.length) await keep(build, render, keeping)
    return { payloadInHtml, payloadBytes: payloadInHtml[1] - payloadInHtml[0] - grows, reused, repeats: reused + keeping.length }
  }

  return {
    fragmentOf,
    page,
    /** Forget everything: what elements make depends on the build's records. */
    clear() {
      kept = new Map()
      seen = new Map()
      chars = 0
      seenChars = 0
    },
  }
}
