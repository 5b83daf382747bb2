import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SeoFacts } from './seoFacts.ts'

/**
 * A build's `seo.json`: what it knew of each page for sitemaps and checks, as [site slug + path, facts] rows, so the
 * next build has it for the pages it reuses without reading them.
 */
const file = (buildDir: string) => join(buildDir, 'seo.json')

export function readSeoIndex(buildDir: string): Map<string, SeoFacts> {
  if (!existsSync(file(buildDir))) return new Map()
  return new Map(JSON.parse(readFileSync(file(buildDir), 'utf8')) as [string, SeoFacts][])
}

export const seoIndexJson = (facts: ReadonlyMap<string, SeoFacts>): string => JSON.stringify([...facts])
