import { TextMap } from './TextMap.ts'
import type { ElementCut, ElementMatch } from './pageText.ts'

/** An element text seen before, cut at its ids (see ElementTextPart.pieces), and what the build made of it. */
export interface KnownElement<V> extends ElementCut {
  value: V
}

const idKey = '"id":"'
// How far into an element its first id may be, and how much of the text after that id tells elements apart.
const firstIdWithin = 256
const keyChars = 64
// Candidates sharing a start; an element that is not among them is walked as usual.
const candidates = 8

/**
 * Element texts seen before, found again in a page's text without walking it: a page of known blocks then costs a
 * few comparisons an element instead of reading every string in it (the walk was a fifth of a render worker's
 * time). An element matches a known one when its text is the known pieces with ids between them that hold no quote
 * or backslash: such ids leave every string where it was, so walking the text would give the same blanked text.
 * Found by the text after the element's first id; the known ones sharing that start are tried most recent first.
 */
export class KnownElements<V> implements ElementMatch<KnownElement<V>> {
  private byBlank = new TextMap<KnownElement<V>>()
  private byStart = new Map<string, KnownElement<V>[]>()

  get size(): number {
    return this.byBlank.size
  }

  /** The known element with this blanked text. */
  get(blank: string): KnownElement<V> | undefined {
    return this.byBlank.get(blank)
  }

  add(pieces: readonly string[], blank: string, value: V): KnownElement<V> {
    // Kept as slices of `blank`, which is kept anyway: slices of the page's text would keep all of that page.
    let from = 0
    const known = { pieces: pieces.map((piece) => blank.slice(from, (from += piece.length))), blank, value }
    this.byBlank.set(blank, known)
    // An element without ids, or not starting with one, is only found by its blanked text.
    if (pieces.length > 1 && pieces[0]!.length <= firstIdWithin + idKey.length) {
      const start = known.pieces[1]!.slice(0, keyChars)
      const list = this.byStart.get(start)
      if (!list) this.byStart.set(start, [known])
      else if (list.unshift(known) > candidates) list.pop()
    }
    return known
  }

  match(text: string, at: number): { known: KnownElement<V>; end: number; ids: string[] } | undefined {
    const first = text.indexOf(idKey, at)
    if (first < 0 || first - at > firstIdWithin) return undefined
    const idStart = first + idKey.length
    const idEnd = text.indexOf('"', idStart)
    if (idEnd < 0) return undefined
    const next = text.indexOf(idKey, idEnd)
    // Keyed by one slice of the text, which V8 hashes where it lies; matchAt checks the text before the id.
    const list = this.byStart.get(text.slice(idEnd, Math.min(idEnd + keyChars, next < 0 ? text.length : next + idKey.length)))
    if (!list) return undefined
    for (let c = 0; c < list.length; c++) {
      const found = matchAt(text, at, list[c]!)
      if (!found) continue
      if (c > 0) list.unshift(...list.splice(c, 1))
      return found
    }
    return undefined
  }
}

/**
 * `known` at `at` in `text`, if there: the ids are read off at the places its pieces leave them, then the text
 * between them must be its pieces. Compared as one string, as V8 compares a joined string faster than it checks
 * each piece with startsWith.
 */
function matchAt<V>(text: string, at: number, known: KnownElement<V>): { known: KnownElement<V>; end: number; ids: string[] } | undefined {
  const { pieces } = known
  const ids: string[] = []
  const between: string[] = [text.slice(at, at + pieces[0]!.length)]
  let pos = at + pieces[0]!.length
  for (let k = 1; k < pieces.length; k++) {
    const end = text.indexOf('"', pos)
    if (end < 0) return undefined
    const id = text.slice(pos, end)
    if (id.includes('\\')) return undefined
    ids.push(id)
    pos = end + pieces[k]!.length
    between.push(text.slice(end, pos))
  }
  return between.join('') === known.blank ? { known, end: pos, ids } : undefined
}
