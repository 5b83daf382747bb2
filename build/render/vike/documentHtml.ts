/**
 * Turns what a vike onRenderHtml hook returns (the `escapeInject` template, or a `dangerouslySkipEscape`
 * string) into the HTML string vike itself would make of it: template strings as they are, escaped values as
 * they are, nested templates recursively, and any other value HTML-escaped the way vike escapes it.
 * Returns undefined for what only vike can handle (streams, promises): the caller then renders through vike.
 */
export function documentHtml(doc: unknown): string | undefined {
  if (typeof doc === 'string') return doc
  if (!doc || typeof doc !== 'object') return undefined
  if ('_escaped' in doc && typeof doc._escaped === 'string') return doc._escaped
  if (!('_template' in doc)) return undefined
  const { templateStrings, templateVariables } = doc._template as { templateStrings: readonly string[]; templateVariables: unknown[] }
  let html = templateStrings[0]!
  for (let i = 0; i < templateVariables.length; i++) {
    const value = templateVariables[i]
    let part: string | undefined
    if (typeof value === 'string') part = escapeHtml(value)
    else if (value && typeof value === 'object') part = documentHtml(value)
    else if (value === null || value === undefined) part = ''
    if (part === undefined) return undefined
    html += part + templateStrings[i + 1]!
  }
  return html
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;')
}
