import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const studio = resolve(import.meta.dirname, '..')
const routeTable = join(studio, 'routes', 'App.tsx')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'public' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** The files a source imports from our own code, resolved to their paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => resolve(dirname(file), m[1]!))
}

/** Shell pieces the route table wraps screens in: not screens themselves. */
const wrappers = /\/studio\/shell\/|\/studio\/records\/recordConfigs\.ts$/

/**
 * The studio's folder rule (DESIGN.md, "Folders"): `routes/` holds only the route table, each feature keeps its
 * screens, widgets and API calls in its own folder, and nothing below a screen imports from a screen, so a widget
 * shared by two features lives with one of them (or in shell/), never inside the other's screen.
 */
describe('the studio’s folders', () => {
  it('routes/ holds only the route table', () => {
    expect(readdirSync(join(studio, 'routes')).sort()).toEqual(['App.tsx', 'folderRule.test.ts'])
  })

  it('no module imports a screen but the route table', () => {
    const screens = new Set(importsOf(routeTable).filter((p) => !wrappers.test(p)))
    expect(screens.size).toBeGreaterThan(20)
    const offenders = sources(studio)
      .filter((file) => file !== routeTable)
      .flatMap((file) => importsOf(file).filter((p) => screens.has(p)).map((p) => `${relative(studio, file)} imports the screen ${relative(studio, p)}`))
    expect(offenders).toEqual([])
  })
})
