import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The hash of the compiled site: its server code and its client manifest. Part of every page's cache key, so
 * any change to blocks, layouts or the renderer re-renders every page.
 */
export function codeHash(bundleDir: string): string {
  const hash = createHash('sha1')
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name)
      if (statSync(file).isDirectory()) walk(file)
      else hash.update(name).update(readFileSync(file))
    }
  }
  walk(join(bundleDir, 'server'))
  walk(join(bundleDir, 'client', 'assets'))
  return hash.digest('hex')
}
