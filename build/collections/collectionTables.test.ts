import Database from 'better-sqlite3'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectionDumpFile } from '../../catalogue/collections/collectionDumpFile.ts'
import { loadCollections } from '../../catalogue/collections/loadCollections.ts'
import { collectionTables } from './collectionTables.ts'
import { renderMarkdown } from './renderMarkdown.ts'
import { exportCollectionDumps } from './exportCollectionDumps.ts'
import { writeCollectionDumps } from './writeCollectionDumps.ts'

describe('collection tables and dumps', () => {
  it('renders Markdown to allowed HTML only, with heading ids and resolved links', () => {
    const out = renderMarkdown('## Saving & conflicts\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) [next](saving.md#keys) <img src=x onerror=alert(1)>', (href) => `/voix/documentation/guide/${href.replace('.md', '')}`)
    expect(out.html).toContain('<h2 id="saving-conflicts">')
    expect(out.html).not.toMatch(/script|javascript|onerror/)
    expect(out.html).toContain('href="/voix/documentation/guide/saving#keys"')
    expect(out.headings).toEqual([{ id: 'saving-conflicts', text: 'Saving & conflicts', level: 2 }])
    expect(out.links).toEqual(['/voix/documentation/guide/saving#keys'])
  })

  it('fails on a link to a document that does not exist, naming the file', () => {
    const collections = loadCollections()
    const doc = { ...collections.docs[0]!, body: 'See [nothing](missing-page.md).' }
    expect(() => collectionTables({ ...collections, docs: [doc, ...collections.docs.slice(1)] }, 'b')).toThrow(`${doc.file}: body: the link '/voix/documentation/docs/missing-page' names no document`)
  })

  it('writes one dump per collection that SQLite loads back, versioned by content', () => {
    const out = mkdtempSync(join(tmpdir(), 'voix-dumps-'))
    try {
      const first = writeCollectionDumps(out, 'build-a')
      const again = writeCollectionDumps(out, 'build-a')
      expect(again).toEqual(first)
      const other = writeCollectionDumps(out, 'build-b')
      expect(other.info).not.toBe(first.info)
      expect(other.docs).toBe(first.docs)
      const db = new Database(':memory:')
      db.exec(readFileSync(collectionDumpFile(out, 'voixuserguide'), 'utf8'))
      db.exec(readFileSync(collectionDumpFile(out, 'info'), 'utf8'))
      expect(db.prepare('SELECT path FROM voixuserguide WHERE path = ?').pluck().get('index')).toBe('index')
      expect(db.prepare('SELECT build, version FROM info').get()).toEqual({ build: 'build-b', version: expect.stringMatching(/^\d+\.\d+\.\d+/) })
      // Exported beside a site's pages, at the path the server answers them.
      expect(exportCollectionDumps(out, join(out, 'export', 'site'))).toBe(5)
      expect(readFileSync(join(out, 'export', 'site', '__nuxt_content', 'locales', 'sql_dump.txt'), 'utf8')).toBe(readFileSync(collectionDumpFile(out, 'locales'), 'utf8'))
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})
