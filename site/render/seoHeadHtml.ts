import type { SeoHead } from '../payload/SeoHead.ts'

// Most values hold nothing to escape: one test instead of four replacements.
const escapeAttr = (s: string) => (/[&"<>]/.test(s) ? s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : s)
const escapeText = (s: string) => (/[&<>]/.test(s) ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : s)

/**
 * The page's title, description, canonical link, robots, social tags, translations and structured data, as HTML
 * for <head>. Attribute values are escaped here; the JSON-LD texts come escaped as the payload is (escapeScriptJson),
 * so editor text inside them can never end their script element.
 */
export function seoHeadHtml(seo: SeoHead): string {
  let html = `<title>${escapeText(seo.title)}</title>\n<meta name="description" content="${escapeAttr(seo.description)}">\n<link rel="canonical" href="${escapeAttr(seo.canonical)}">`
  if (seo.robots) html += `\n<meta name="robots" content="${escapeAttr(seo.robots)}">`
  for (const m of seo.meta) html += `\n<meta ${m.key}="${escapeAttr(m.name)}" content="${escapeAttr(m.content)}">`
  for (const a of seo.alternates) html += `\n<link rel="alternate" hreflang="${escapeAttr(a.hreflang)}" href="${escapeAttr(a.href)}">`
  for (const json of seo.jsonLd) html += `\n<script type="application/ld+json">${json}</script>`
  return html
}
