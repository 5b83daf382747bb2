import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { validateXML } from 'xmllint-wasm'

const schemas = { urlset: 'sitemap.xsd', sitemapindex: 'siteindex.xsd' } as const

/**
 * Validates a sitemap or sitemap index against the sitemaps.org XML schema shipped in build/seo (libxml2's XSD
 * validation, compiled to WebAssembly); the errors libxml2 names, none when valid.
 */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const root = /<(urlset|sitemapindex)\b/.exec(xml)?.[1] as keyof typeof schemas | undefined
  if (!root) return ['neither a <urlset> nor a <sitemapindex>']
  const schema = readFileSync(join(import.meta.dirname, '..', schemas[root]), 'utf8')
  const result = await validateXML({ xml: { fileName: 'sitemap.xml', contents: xml }, schema: { fileName: schemas[root], contents: schema } })
  return result.valid ? [] : result.errors.map((e) => e.rawMessage)
}
