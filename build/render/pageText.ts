/**
 * A top-level element's text: where it is, and its text with the value of every `"id"` blanked, and those ids.
 * The build reads a page's UTF-8 bytes as Latin-1, one character a byte (see latin1Text): offsets are then byte
 * offsets, and keys are one-byte strings, which cost half as much to make and to hash as decoded text. `textOf`
 * turns such text back into what it stands for.
 */
export interface ElementTextPart {
  start: number
  end: number
  /**
   * Two elements with the same blanked text differ only in their ids; the fragment cache proves, for each text it
   * keeps, that its output differs only by carrying them.
   */
  blank: string
  ids: string[]
  /** The blanked text cut where the ids were: `blank` is their concatenation. */
  pieces: readonly string[]
}

/** Where a page's top-level elements are in its JSON text. */
export interface PageTextParts<K> {
  /** The `[ … ]` of the page's `elements`, end exclusive. */
  array: [number, number]
  /** Each with the known element it matched, if any (see ElementMatch). */
  elements: (ElementTextPart & { known?: K })[]
}

/** An element's text as the walk cuts it, ids left out. */
export type ElementCut = Pick<ElementTextPart, 'pieces' | 'blank'>

/**
 * Finds an element seen before at `at`, the start of an element's text: `known` as the walk would have cut that
 * text, where it ends, and its ids.
 */
export interface ElementMatch<K extends ElementCut> {
  match(text: string, at: number): { known: K; end: number; ids: string[] } | undefined
}

const quote = 34
const backslash = 92
const colon = 58
const openBrace = 123
const openBracket = 91
const closeBrace = 125
const closeBracket = 93

/** The index of the quote that ends the string starting at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  let at = start
  for (;;) {
    at = text.indexOf('"', at + 1)
    if (at < 0) return -1
    let slashes = 0
    while (text.charCodeAt(at - 1 - slashes) === backslash) slashes++
    if (slashes % 2 === 0) return at
  }
}

/** Whether the string token at `at` (ending at `end`) is the key `"id"` with a string value right after it. */
const isIdKey = (text: string, at: number, end: number) =>
  end === at + 3 && text.charCodeAt(at + 1) === 105 && text.charCodeAt(at + 2) === 100 && text.charCodeAt(end + 1) === colon && text.charCodeAt(end + 2) === quote

/**
 * Finds the top-level elements in a page's JSON text without parsing it, and blanks their ids on the way: strings
 * are skipped whole, so the walk costs little more than the text's structure. An id is the string value of a key
 * `"id"` written as `"id":"…"` with no escapes in it (ids are letters, digits and dashes); any other id stays in the
 * blanked text, which only makes that element's text its own. Elements `known` finds are taken as it found them.
 * Undefined when the text is not one object with one `elements` array of objects; the caller then parses the page
 * as usual, and JSON.parse names what is wrong.
 */
export function pageTextParts<K extends ElementCut>(text: string, known?: ElementMatch<K>): PageTextParts<K> | undefined {
  let depth = 0
  let key = ''
  let array: [number, number] | undefined
  let inElements = false
  let element: { start: number; pieces: string[]; ids: string[]; from: number } | undefined
  const elements: PageTextParts<K>['elements'] = []
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === quote) {
      const end = stringEnd(text, i)
      if (end < 0) return undefined
      if (depth === 1) key = text.slice(i, end + 1)
      else if (element && isIdKey(text, i, end)) {
        const valueEnd = stringEnd(text, end + 2)
        if (valueEnd < 0) return undefined
        const value = text.slice(end + 3, valueEnd)
        if (!value.includes('\\')) {
          element.pieces.push(text.slice(element.from, end + 3))
          element.ids.push(value)
          element.from = valueEnd
        }
        i = valueEnd
        continue
      }
      i = end
    } else if (c === openBrace || c === openBracket) {
      if (depth === 0 && (c !== openBrace || i !== text.length - text.trimStart().length)) return undefined
      if (depth === 1 && key === '"elements"') {
        if (c !== openBracket || array) return undefined
        array = [i, -1]
        inElements = true
      } else if (inElements && depth === 2) {
        if (c !== openBrace) return undefined
        const found = known?.match(text, i)
        if (found) {
          // The known element's text is balanced: the walk goes on after it at the same depth.
          elements.push({ start: i, end: found.end, blank: found.known.blank, ids: found.ids, pieces: found.known.pieces, known: found.known })
          i = found.end - 1
          continue
        }
        element = { start: i, pieces: [], ids: [], from: i }
      }
      depth++
    } else if (c === closeBrace || c === closeBracket) {
      depth--
      if (depth < 0) return undefined
      if (inElements && depth === 2) {
        element!.pieces.push(text.slice(element!.from, i + 1))
        elements.push({ start: element!.start, end: i + 1, blank: element!.pieces.join(''), ids: element!.ids, pieces: element!.pieces })
        element = undefined
      } else if (inElements && depth === 1) {
        array![1] = i + 1
        inElements = false
      } else if (depth === 0 && text.slice(i + 1).trim() !== '') return undefined
    } else if (inElements && depth === 2 && c > 32 && c !== 44) {
      // Anything but an object (a number, null) in the array.
      return undefined
    }
  }
  return depth === 0 && array && array[1] > 0 ? { array, elements } : undefined
}

/** The blanked text with the given ids put back in order. */
export function withTextIds(blank: string, ids: readonly string[]): string {
  let i = 0
  return blank.replace(/"id":""/g, () => `"id":"${ids[i++]}"`)
}

/** A page's UTF-8 bytes read as Latin-1, to find its parts in: a copy, not a decoding. */
export const latin1Text = (bytes: Buffer): string => bytes.toString('latin1')

/** Text made of UTF-8 bytes read as Latin-1, as the text it stands for. */
export const textOf = (latin1: string): string => Buffer.from(latin1, 'latin1').toString('utf8')
