import { Parser } from 'htmlparser2'

/**
 * What a page's HTML tells search engines and link previews outside its payload: the title, the meta and link tags
 * of its head by what they name, and its structured data (JSON-LD), which is made from records (specials, resorts,
 * posts) rather than from the page's own blocks. Read with htmlparser2, as build/checks/htmlFacts.ts reads pages.
 */
export interface HeadFacts {
  /** By a name people know the tag by: 'title', 'meta description', 'meta og:title', 'link canonical'. */
  tags: Map<string, string>
  /** Each JSON-LD script's value (or its text when it does not parse), in page order. */
  structuredData: unknown[]
}

export function headFacts(html: string): HeadFacts {
  const facts: HeadFacts = { tags: new Map(), structuredData: [] }
  let inHead = false
  let text: { kind: 'title' | 'ld'; value: string } | undefined
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'head') inHead = true
        if (name === 'script' && attribs.type === 'application/ld+json') text = { kind: 'ld', value: '' }
        if (!inHead) return
        if (name === 'title') text = { kind: 'title', value: '' }
        const metaName = attribs.name ?? attribs.property
        if (name === 'meta' && metaName && attribs.content !== undefined) facts.tags.set(`meta ${metaName}`, attribs.content)
        if (name === 'link' && attribs.rel && attribs.href !== undefined) facts.tags.set(`link ${attribs.rel}${attribs.hreflang ? ` ${attribs.hreflang}` : ''}`, attribs.href)
      },
      ontext(data) {
        if (text) text.value += data
      },
      onclosetag(name) {
        if (name === 'head') inHead = false
        if (text?.kind === 'title' && name === 'title') facts.tags.set('title', text.value)
        if (text?.kind === 'ld' && name === 'script') {
          try {
            facts.structuredData.push(JSON.parse(text.value))
          } catch {
            facts.structuredData.push(text.value)
          }
        }
        if (name === 'title' || name === 'script') text = undefined
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return facts
}
