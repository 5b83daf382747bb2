import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { collectionsDir, loadCollections } from './loadCollections.ts'

let dir: string | undefined
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

/** The repository's collections copied aside, with one file changed by `edit`. */
function withEdit(file: string, edit: (text: string) => string) {
  dir = mkdtempSync(join(tmpdir(), 'voix-collections-'))
  cpSync(collectionsDir, dir, { recursive: true, filter: (f) => !f.endsWith('.ts') })
  writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')))
  return () => loadCollections(dir, 'catalogue/collections')
}

describe('content collections', () => {
  it('loads the repository’s collections', () => {
    const collections = loadCollections()
    expect(collections.locales.map((l) => l.code)).toContain('es')
    expect(collections.voixuserguide[0]!.path).toBe('index')
    expect(collections.docs.some((d) => d.path === 'collections')).toBe(true)
    expect(collections.recipes.length).toBeGreaterThan(0)
  })

  it.each([
    ['locales.json', (t: string) => t.replace('"direction": "rtl"', '"direction": "sideways"'), "catalogue/collections/locales.json: [6].direction: must be 'ltr' or 'rtl'"],
    ['locales.json', (t: string) => t.replace('"code": "fr"', '"code": "French"'), 'catalogue/collections/locales.json: [3].code: must be a locale'],
    ['locales.json', (t: string) => t.replace('"fallback": "es"', '"fallback": "it"'), "catalogue/collections/locales.json: [2].fallback: 'it' is not a listed locale"],
    ['recipes.json', (t: string) => t.replace('"blog-index"', '"blog-home"'), "catalogue/collections/recipes.json: [3].name: no recipe is named 'blog-home'"],
    ['recipes.json', (t: string) => t.replace('"section": "News"', '"section": "Misc"'), 'catalogue/collections/recipes.json: [3].section: must be one of'],
    ['info.json', (t: string) => t.replace('support@voix.localhost', 'nobody'), 'catalogue/collections/info.json: supportEmail: must be an email address'],
    ['info.json', (t: string) => t.replace('{', '{ "colour": "red",'), 'catalogue/collections/info.json: (the whole file): Unrecognized key: "colour"'],
    ['info.json', (t: string) => t.replace('}', ''), 'catalogue/collections/info.json: (the whole file): is not valid JSON'],
    ['docs/collections.md', (t: string) => t.replace(/^title: .*$/m, 'title:'), 'catalogue/collections/docs/collections.md: title: must not be empty'],
    ['docs/index.md', (t: string) => t.replace(/^order: .*$/m, 'order: first'), 'catalogue/collections/docs/index.md: order: must be a number'],
    ['voixuserguide/index.md', (t: string) => t.replace('---\n', '---\nauthor: me\n'), 'catalogue/collections/voixuserguide/index.md: author: is not a known front matter key'],
    ['voixuserguide/index.md', (t: string) => t.replace(/^description: .*$/m, 'description: short'), 'catalogue/collections/voixuserguide/index.md: description: must say in a sentence'],
    ['voixuserguide/index.md', (t: string) => t.replace(/^---\n/, ''), "catalogue/collections/voixuserguide/index.md: front matter: must start the file"],
  ])('rejects a bad %s naming the file and the key', (file, edit, message) => {
    expect(withEdit(file, edit)).toThrow(message)
  })
})
