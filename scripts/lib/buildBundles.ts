import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const sourceDirs = ['catalogue', 'site', 'studio']

function hashSources(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (!name.includes('.test.')) hash.update(file).update(readFileSync(file))
    }
  }
  for (const dir of sourceDirs) walk(dir)
  hash.update(readFileSync('package-lock.json'))
  // Bumped when the way bundles are compiled changes, so older compiles are redone.
  hash.update('production-jsx')
  return hash.digest('hex')
}

/**
 * Compile the site (vike) and the studio (vite) unless their sources are unchanged since the last compile.
 * Returns whether it compiled.
 */
export function buildBundles(bundleRoot: string, { force = false } = {}): boolean {
  const stamp = join(bundleRoot, 'sources.sha256')
  const hash = hashSources()
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false
  // Always the production JSX runtime: vike's server runs in production mode, whatever NODE_ENV the caller
  // has (vitest sets 'test'), and a bundle compiled for development fails there with 'jsxDEV is not a function'.
  const env = { ...process.env, NODE_ENV: 'production' }
  const run = (args: string[]) => execFileSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'], env })
  run(['node_modules/vike/bin.js', 'build', '--root', 'site'])
  run(['node_modules/vite/bin/vite.js', 'build', '--config', 'studio/vite.config.ts', '--logLevel', 'warn'])
  writeFileSync(stamp, hash)
  return true
}
