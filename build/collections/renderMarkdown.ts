import { Marked, type Tokens } from 'marked'
import sanitizeHtml from 'sanitize-html'

export interface Heading {
  id: string
  text: string
  level: number
}

export interface RenderedDoc {
  html: string
  headings: Heading[]
  /** The words of the page, for search. */
  text: string
  /** Every link to another document, as written, so the caller can check it names one. */
  links: string[]
}

/** Render only what is allowed (DESIGN.md): the tags Markdown makes, links to https, mail or our own paths. */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'a', 'ul', 'ol', 'li', 'strong', 'em', 'code', 'pre', 'blockquote', 'hr', 'br', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'kbd', 'del'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title', 'width', 'height', 'loading'], h2: ['id'], h3: ['id'], h4: ['id'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: { img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }) },
}

export const headingId = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'section'

/**
 * A document's Markdown → sanitised HTML, its headings (h2–h3, with the ids the HTML carries, for the in-page
 * list), its plain text and its links to other documents. `resolveLink` turns a relative `*.md` link into the
 * studio URL of that document.
 */
export function renderMarkdown(markdown: string, resolveLink: (href: string) => string): RenderedDoc {
  const headings: Heading[] = []
  const links: string[] = []
  const used = new Map<string, number>()
  const marked = new Marked({ gfm: true })
  marked.use({
    walkTokens(token) {
      if (token.type === 'link') {
        const link = token as Tokens.Link
        if (/^(?!\w+:|\/\/|#)[^?#]*\.md(#.*)?$/.test(link.href) || link.href.startsWith('/voix/documentation')) {
          link.href = resolveLink(link.href)
          links.push(link.href)
        }
      }
    },
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens)
        if (depth < 2 || depth > 4) return `<h${depth}>${inner}</h${depth}>\n`
        const text = decodeEntities(sanitizeHtml(inner, { allowedTags: [], allowedAttributes: {} }))
        const base = headingId(text)
        const n = used.get(base) ?? 0
        used.set(base, n + 1)
        const id = n ? `${base}-${n}` : base
        if (depth <= 3) headings.push({ id, text, level: depth })
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`
      },
    },
  })
  const html = sanitizeHtml(marked.parse(markdown, { async: false }), allowed)
  const text = decodeEntities(sanitizeHtml(html.replace(/<\/(p|h\d|li|td|th|pre|blockquote)>/g, ' $&'), { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim()
  return { html, headings, text, links }
}

/** Text out of sanitize-html, which escapes what it keeps: shown by React as text, so decoded once here. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name]!)
}
