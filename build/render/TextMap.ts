// About this many characters of a text make its fingerprint, wherever they are.
const samples = 64

/** A number from a text's length and characters spread over it: equal texts have equal fingerprints. */
export function fingerprint(text: string): number {
  const step = Math.max(1, Math.floor(text.length / samples))
  let h = text.length
  for (let i = 0; i < text.length; i += step) h = Math.imul(h ^ text.charCodeAt(i), 0x9e3779b1)
  return h & 0x3fffffff
}

/**
 * A map keyed by long texts (an element's text, a kilobyte or more) made afresh for every lookup: a text is found
 * by its fingerprint and compared whole, where a Map would first hash every character of it (a render worker
 * spent 8 % of its time there). Texts whose fingerprints collide with a different text's go to a plain Map, so
 * no text is taken for another, and many collisions cost what a Map costs.
 */
export class TextMap<V> {
  private byPrint = new Map<number, { text: string; value: V }>()
  private collided = new Map<string, V>()

  get(text: string): V | undefined {
    const entry = this.byPrint.get(fingerprint(text))
    if (entry === undefined) return undefined
    return entry.text === text ? entry.value : this.collided.get(text)
  }

  set(text: string, value: V): this {
    const print = fingerprint(text)
    const entry = this.byPrint.get(print)
    if (entry === undefined) this.byPrint.set(print, { text, value })
    else if (entry.text === text) entry.value = value
    else this.collided.set(text, value)
    return this
  }

  get size(): number {
    return this.byPrint.size + this.collided.size
  }
}
