import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'
import { recipes as codedRecipes } from '../recipes/recipes.ts'
import { CollectionError } from './CollectionError.ts'
import { DocFrontMatter, DocPath, InfoFile, LocalesFile, RecipesFile, type LocaleEntry } from './collectionSchemas.ts'
import { splitFrontMatter } from './frontMatter.ts'

/** One Markdown document of docs/ or voixuserguide/, checked; `body` is still Markdown. */
export interface CollectionDoc extends DocFrontMatter {
  /** Its path in the collection: the file's path without `.md`, `index` for the collection's first page. */
  path: string
  /** Where it is, as named in errors. */
  file: string
  body: string
}

export interface Collections {
  locales: LocaleEntry[]
  recipes: z.infer<typeof RecipesFile>
  info: z.infer<typeof InfoFile>
  docs: CollectionDoc[]
  voixuserguide: CollectionDoc[]
}

export const collectionsDir = dirname(fileURLToPath(import.meta.url))

/**
 * Reads and checks every collection file. The first problem throws a CollectionError naming the file and the key;
 * the build calls this, so a bad file fails the build before anything goes live.
 */
export function loadCollections(dir = collectionsDir, shownAs = 'catalogue/collections'): Collections {
  const name = (file: string) => `${shownAs}/${relative(dir, file).split(sep).join('/')}`
  const json = <S extends z.ZodType>(file: string, schema: S): z.infer<S> => {
    const path = join(dir, file)
    let raw: unknown
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'))
    } catch (error) {
      throw new CollectionError(name(path), '', `is not valid JSON (${error instanceof Error ? error.message : String(error)})`)
    }
    const parsed = schema.safeParse(raw)
    if (!parsed.success) throw CollectionError.fromIssues(name(path), parsed.error)
    return parsed.data
  }

  const locales = json('locales.json', LocalesFile)
  checkLocales(name(join(dir, 'locales.json')), locales)
  const recipes = json('recipes.json', RecipesFile)
  checkRecipes(name(join(dir, 'recipes.json')), recipes)
  const info = json('info.json', InfoFile)
  return { locales, recipes, info, docs: loadDocs(join(dir, 'docs'), name), voixuserguide: loadDocs(join(dir, 'voixuserguide'), name) }
}

function checkLocales(file: string, locales: LocaleEntry[]) {
  const codes = new Set<string>()
  locales.forEach((locale, i) => {
    if (codes.has(locale.code)) throw new CollectionError(file, `[${i}].code`, `'${locale.code}' is listed twice`)
    codes.add(locale.code)
  })
  locales.forEach((locale, i) => {
    if (locale.fallback !== null && !codes.has(locale.fallback)) throw new CollectionError(file, `[${i}].fallback`, `'${locale.fallback}' is not a listed locale`)
    if (locale.fallback === locale.code) throw new CollectionError(file, `[${i}].fallback`, 'a locale cannot fall back to itself')
  })
  if (!locales.some((l) => l.fallback === null)) throw new CollectionError(file, '[0].fallback', 'one locale, the default, must have fallback null')
}

/** The index must list each recipe of the catalogue once: a recipe left out would vanish from the cookbook. */
function checkRecipes(file: string, entries: z.infer<typeof RecipesFile>) {
  const known = new Set(codedRecipes.map((r) => r.name))
  const seen = new Set<string>()
  entries.forEach((entry, i) => {
    if (!known.has(entry.name)) throw new CollectionError(file, `[${i}].name`, `no recipe is named '${entry.name}' (known: ${[...known].join(', ')})`)
    if (seen.has(entry.name)) throw new CollectionError(file, `[${i}].name`, `'${entry.name}' is listed twice`)
    seen.add(entry.name)
  })
  const missing = [...known].filter((n) => !seen.has(n))
  if (missing.length) throw new CollectionError(file, '', `must list every recipe; missing: ${missing.join(', ')}`)
}

function loadDocs(root: string, name: (file: string) => string): CollectionDoc[] {
  const docs: CollectionDoc[] = []
  for (const rel of (readdirSync(root, { recursive: true }) as string[]).sort()) {
    if (!rel.endsWith('.md')) continue
    const file = join(root, rel)
    const shown = name(file)
    const path = rel.slice(0, -3).split(sep).join('/')
    if (!DocPath.safeParse(path).success) throw new CollectionError(shown, 'file name', `must be lower-case words joined by '-', such as saving-a-page.md`)
    const split = splitFrontMatter(readFileSync(file, 'utf8'))
    if ('problem' in split) throw new CollectionError(shown, split.key, split.problem)
    const parsed = DocFrontMatter.safeParse(split.data)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      // An unknown key is reported by its own name, not as the object's.
      const key = issue.code === 'unrecognized_keys' ? issue.keys[0]! : issue.path.join('.')
      throw new CollectionError(shown, key, issue.code === 'unrecognized_keys' ? 'is not a known front matter key (title, description, order)' : issue.message)
    }
    if (!split.body.trim()) throw new CollectionError(shown, 'body', 'must not be empty')
    docs.push({ ...parsed.data, path, file: shown, body: split.body })
  }
  if (!docs.some((d) => d.path === 'index')) throw new CollectionError(name(join(root, 'index.md')), 'file', 'is missing: each documentation collection starts at index.md')
  return docs.sort((a, b) => a.order - b.order || a.path.localeCompare(b.path))
}
