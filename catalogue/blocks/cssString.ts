/**
 * Text for inside a double-quoted CSS string, such as the value of `[data-vf="…"]`: `CSS.escape`'s rules
 * (CSSOM, "serialize an identifier") for what a string needs — NUL replaced, control characters as hex
 * escapes, every other character outside `[A-Za-z0-9_.:-]` and ASCII behind a backslash — without its rules
 * for a leading digit or dash, which only identifiers need. So an id from the safe alphabet comes out exactly
 * as it went in (the build's fragment cache compares stylesheet text with ids swapped in), and no value can
 * end the string, the selector or the style element. Node has no `CSS.escape`; this is small enough to own.
 */
export function cssString(value: string): string {
  let out = ''
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    const char = value.charAt(i)
    if (code === 0) out += '\uFFFD'
    else if ((code >= 0x1 && code <= 0x1f) || code === 0x7f) out += `\\${code.toString(16)} `
    else if (code >= 0x80 || /[A-Za-z0-9_.:-]/.test(char)) out += char
    else out += `\\${char}`
  }
  return out
}
