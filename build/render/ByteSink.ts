const encoder = new TextEncoder()

/** Text cut at ids, as UTF-8: parts[0] + ids[at[0]] + parts[1] + … + parts[n]; `bytes`: the parts' in all. */
export interface ByteTemplate {
  parts: Uint8Array[]
  at: number[]
  bytes: number
}

// Below this, a JavaScript loop copies faster than a call into native code.
const short = 48

/**
 * A growing buffer a page is written into as UTF-8, piece by piece: kept pieces are copied as the bytes they
 * already are, and a page is never joined into one string to be encoded. Reused from page to page, so a page's
 * output churns no memory.
 */
export class ByteSink {
  private buffer = Buffer.allocUnsafe(1 << 16)
  length = 0

  private room(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes))
    this.buffer.copy(grown, 0, 0, this.length)
    this.buffer = grown
  }

  /** What is written so far: valid until the sink is written to or reset. */
  get bytes(): Buffer {
    return this.buffer.subarray(0, this.length)
  }

  reset(): this {
    this.length = 0
    return this
  }

  text(text: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    this.room(text.length * 3)
    if (text.length <= short) {
      const start = this.length
      let at = start
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i)
        if (c >= 0x80) {
          at = -1
          break
        }
        this.buffer[at++] = c
      }
      if (at >= 0) {
        this.length = at
        return
      }
    }
    this.length += encoder.encodeInto(text, this.buffer.subarray(this.length)).written
  }

  write(bytes: Uint8Array): void {
    this.room(bytes.length)
    if (bytes.length > short) this.buffer.set(bytes, this.length)
    else for (let i = 0; i < bytes.length; i++) this.buffer[this.length + i] = bytes[i]!
    this.length += bytes.length
  }

  /**
   * A template filled in with ids, which must be ASCII (the fragment cache keeps elements with plain ids only).
   * Room is made once, and the pieces copied in one loop: a page fills hundreds of them.
   */
  fill(template: ByteTemplate, ids: readonly string[]): void {
    const { parts, at } = template
    let idChars = 0
    for (let i = 0; i < at.length; i++) idChars += ids[at[i]!]!.length
    this.room(template.bytes + idChars)
    const out = this.buffer
    let end = this.length
    for (let i = 0; i < parts.length; i++) {
      if (i > 0) {
        const id = ids[at[i - 1]!]!
        for (let k = 0; k < id.length; k++) out[end++] = id.charCodeAt(k)
      }
      const part = parts[i]!
      if (part.length > short) {
        out.set(part, end)
        end += part.length
      } else for (let k = 0; k < part.length; k++) out[end++] = part[k]!
    }
    this.length = end
  }
}

/** A text template's parts as UTF-8. */
export function templateBytes(parts: readonly string[], at: number[]): ByteTemplate {
  const bytes = parts.map((p) => Buffer.from(p))
  return { parts: bytes, at, bytes: bytes.reduce((n, p) => n + p.length, 0) }
}
