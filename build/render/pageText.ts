/** Where a page's top-level elements are in its JSON text. */
export interface PageTextParts {
  /** The `[ … ]` of the page's `elements`, end exclusive. */
  array: [number, number]
  /** Each top-level element's `{ … }`, end exclusive. */
  elements: [number, number][]
}

const quote = 34
const backslash = 92
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

/**
 * Finds the top-level elements in a page's JSON text without parsing it: strings are skipped whole, so the walk
 * costs little more than the text's structure. Undefined when the text is not one object with one `elements`
 * array of objects; the caller then parses the page as usual, and JSON.parse names what is wrong.
 */
export function pageTextParts(text: string): PageTextParts | undefined {
  let depth = 0
  let key = ''
  let array: [number, number] | undefined
  let inElements = false
  let elementStart = -1
  const elements: [number, number][] = []
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === quote) {
      const end = stringEnd(text, i)
      if (end < 0) return undefined
      if (depth === 1) key = text.slice(i, end + 1)
      i = end
    } else if (c === openBrace || c === openBracket) {
      if (depth === 0 && (c !== openBrace || i !== text.length - text.trimStart().length)) return undefined
      if (depth === 1 && key === '"elements"') {
        if (c !== openBracket || array) return undefined
        array = [i, -1]
        inElements = true
      } else if (inElements && depth === 2) {
        if (c !== openBrace) return undefined
        elementStart = i
      }
      depth++
    } else if (c === closeBrace || c === closeBracket) {
      depth--
      if (depth < 0) return undefined
      if (inElements && depth === 2) elements.push([elementStart, i + 1])
      else if (inElements && depth === 1) {
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

/** The ids a key stands for: every `"id":"…"` string, as the page checker and the schema's holders write them. */
const idValue = /"id":"([^"\\]*)"/g

/**
 * An element's text with the value of every `"id"` blanked, and the ids in order. Two elements with the same
 * blanked text differ only in those ids; the fragment cache proves, for each text it keeps, that its output
 * differs only by carrying them.
 */
export function blankIds(text: string): { blank: string; ids: string[] } {
  const ids: string[] = []
  const blank = text.replace(idValue, (_, id: string) => {
    ids.push(id)
    return '"id":""'
  })
  return { blank, ids }
}

/** The blanked text with the given ids put back in order. */
export function withTextIds(blank: string, ids: readonly string[]): string {
  let i = 0
  return blank.replace(/"id":""/g, () => `"id":"${ids[i++]}"`)
}
