import sanitizeHtml from 'sanitize-html'
import { isSafeUrl } from '../../catalogue/fields/checkUrl.ts'

/**
 * What the rich-text editor can produce, and nothing else: no scripts, styles, event handlers, frames or
 * forms. Links and images must pass the catalogue's URL check as well as sanitize-html's scheme list.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sup', 'sub', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'hr', 'span', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['class'],
    p: ['class'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: { span: ['text-*'], p: ['text-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const out = { ...attribs }
      if (out.href !== undefined && !isSafeUrl(out.href)) delete out.href
      if (out.target === '_blank') out.rel = 'noopener noreferrer'
      else delete out.target
      return { tagName, attribs: out }
    },
    img: (tagName, attribs) => {
      const out = { ...attribs }
      if (out.src !== undefined && !isSafeUrl(out.src)) delete out.src
      return { tagName, attribs: out }
    },
  },
}

/** Rich text made safe to render as HTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options)
}

/** The named fields of a record, sanitised. */
export function sanitizeFields<T extends Record<string, unknown>>(doc: T, fields: readonly string[]): T {
  const out: Record<string, unknown> = { ...doc }
  for (const f of fields) if (typeof out[f] === 'string') out[f] = sanitizeRichText(out[f] as string)
  return out as T
}
