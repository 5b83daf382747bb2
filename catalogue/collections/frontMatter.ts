/**
 * Splits a Markdown document into its front matter and body. The front matter is flat `key: value` lines between
 * two `---` lines (values may be quoted); the schemas ask for nothing deeper, so no YAML parser is needed and no
 * YAML feature (anchors, tags, types) can surprise anyone. Returns the problem with its line when it cannot parse.
 */
export function splitFrontMatter(text: string): { data: Record<string, string>; body: string } | { problem: string; key: string } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  if (lines[0] !== '---') return { key: 'front matter', problem: "must start the file: a '---' line, then 'title:', 'description:' and 'order:' lines, then '---'" }
  const end = lines.indexOf('---', 1)
  if (end < 0) return { key: 'front matter', problem: "is not closed: add a '---' line after it" }
  const data: Record<string, string> = {}
  for (let i = 1; i < end; i++) {
    const line = lines[i]!
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    const match = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line)
    if (!match) return { key: `front matter line ${i + 1}`, problem: "must be 'key: value'" }
    const [, key, raw] = match as unknown as [string, string, string]
    if (key in data) return { key, problem: `is given twice (line ${i + 1})` }
    data[key] = /^(["']).*\1$/.test(raw) ? raw.slice(1, -1) : raw.trim()
  }
  return { data, body: lines.slice(end + 1).join('\n') }
}
