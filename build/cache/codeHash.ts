import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'

/**
 * The hash of the compiled site: its server code and its client manifest. Part of every page's cache key, so
 * any change to blocks, layouts or the renderer re-renders every page.
 */
export function codeHash(bundleDir: string): string {
  // Each publish asks again: the files' names, sizes and times say whether reading them all again is needed.
  const files: string[] = []
  let stamp = ''
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name)
      const stat = statSync(file)
      if (stat.isDirectory()) walk(file)
      else {
        files.push(file)
        stamp += `${file}\0${stat.size}\0${stat.mtimeMs}\0${stat.ino}\n`
      }
    }
  }
  walk(join(bundleDir, 'server'))
  walk(join(bundleDir, 'client', 'assets'))
  const known = hashes.get(bundleDir)
  if (known?.stamp === stamp) return known.hash
  const hash = createHash('sha1')
  for (const file of files) hash.update(basename(file)).update(readFileSync(file))
  const result = hash.digest('hex')
  hashes.set(bundleDir, { stamp, hash: result })
  return result
}

const hashes = new Map<string, { stamp: string; hash: string }>()
