import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { listBuilds, storedPages } from '../deploy/pruneBuilds.ts'
import { outputPaths } from '../outputPaths.ts'

/** Young files may be a running build's, not referenced by any finished build yet: kept. */
const youngMs = 10 * 60_000

/** The folder of resized uploads (createImageDeriver.ts writes them), and its index. */
export const derivedImagesDir = (outRoot: string) => join(outputPaths(outRoot).static, 'assets', 'img')
const indexFile = (outRoot: string) => join(outRoot, 'image-cache.json')

const reference = /\/assets\/img\/([\w.-]+\.webp)/g

/** Every resized file some finished build's pages (or its other files) name: those must keep loading. */
function referencedImages(outRoot: string): Set<string> {
  const names = new Set<string>()
  const scan = (file: string) => {
    if (!existsSync(file)) return
    for (const match of readFileSync(file, 'latin1').matchAll(reference)) names.add(match[1]!)
  }
  const files = new Set<string>()
  for (const id of listBuilds(outRoot)) {
    for (const { file } of storedPages(outRoot, id)) files.add(file)
    const buildDir = outputPaths(outRoot).build(id)
    for (const entry of readdirSync(buildDir, { withFileTypes: true, recursive: true })) if (entry.isFile()) files.add(join(entry.parentPath, entry.name))
  }
  for (const file of files) scan(file)
  return names
}

/**
 * Remove resized images that no finished build uses (from pages since changed or deleted, or earlier recipes),
 * with their entries in the resize index, so the next build resizes again whatever it needs. The images the
 * live site and its earlier builds show are never removed. Answers what was removed.
 */
export function clearDerivedImages(outRoot: string): { bytes: number; entries: number } {
  const removed = { bytes: 0, entries: 0 }
  const dir = derivedImagesDir(outRoot)
  if (!existsSync(dir)) return removed
  const keep = referencedImages(outRoot)
  const gone = new Set<string>()
  for (const name of readdirSync(dir)) {
    if (keep.has(name)) continue
    const file = join(dir, name)
    const stat = statSync(file, { throwIfNoEntry: false })
    if (!stat?.isFile() || Date.now() - stat.mtimeMs <= youngMs) continue
    rmSync(file, { force: true })
    gone.add(name)
    removed.bytes += stat.size
    removed.entries++
  }
  if (gone.size && existsSync(indexFile(outRoot))) {
    try {
      const index = JSON.parse(readFileSync(indexFile(outRoot), 'utf8')) as Record<string, { src?: string }>
      const left = Object.fromEntries(Object.entries(index).filter(([, image]) => !image.src || !gone.has(image.src.split('/').pop()!)))
      writeFileSync(indexFile(outRoot), JSON.stringify(left))
    } catch {
      // An unreadable index is the deriver's to replace: it checks each file exists before trusting an entry.
    }
  }
  return removed
}
