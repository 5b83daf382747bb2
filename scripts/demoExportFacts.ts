import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/** One exported page as a visitor's browser and a search engine read it. */
export interface ExportedPage {
  site: string
  path: string
  html: string
  title: string
  description: string
  ogImage: string | undefined
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'") ?? ''

/** Every page of an export (build/deploy/exportBuild.ts): `<dist>/<site>/<path>/index.html`, not-found screens left out. */
export function exportedPages(dist: string): ExportedPage[] {
  const pages: ExportedPage[] = []
  for (const site of readdirSync(dist)) {
    const root = join(dist, site)
    if (!statSync(root).isDirectory()) continue
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = join(dir, name)
        if (name === 'assets' || name === 'builds' || name === 'demo') continue
        if (statSync(file).isDirectory()) walk(file)
        else if (name === 'index.html') {
          const html = readFileSync(file, 'utf8')
          pages.push({
            site,
            path: `/${relative(root, dir)}`,
            html,
            title: attr(html, /<title>([^<]*)<\/title>/),
            description: attr(html, /<meta name="description" content="([^"]*)"/),
            ogImage: attr(html, /<meta property="og:image" content="([^"]*)"/) || undefined,
          })
        }
      }
    }
    walk(root)
  }
  return pages
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' }
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, e: string) => entities[e]!)

/**
 * What a home page shows inside its main content (the blocks, not the site's chrome), text node by text node. React's
 * server HTML holds no comments or scripts inside the blocks that show text, so the tags alone separate the texts.
 */
export function mainTexts(html: string): string[] {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? ''
  return main
    .replace(/<(script|style|template)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '<>')
    .split(/<[^>]*>/)
    .map((t) => decode(t).replace(/\s+/g, ' ').trim())
    .filter((t) => t.length > 2)
}

/** The first main heading's text. */
export const heroHeadline = (html: string) => decode((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]*>/g, '')).trim()

/** The page's structured data objects. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
}
