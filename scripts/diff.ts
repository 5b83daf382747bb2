import { diffBuilds, formatDiff } from '../build/diff/diffBuilds.ts'
import { readSettings } from './lib/settings.ts'
import { askedForHelp } from './lib/askedForHelp.ts'

const usage = `npm run diff -- <buildA> <buildB> [--json]

Pages added, removed and changed between two kept builds (ids as in DATA_DIR/site/builds), and where each
changed page's payload differs. Exit code 0: the same pages; 1: different; 2: an error.

  --json   one JSON object instead of the table
  --help   this text`

/**
 * `npm run diff -- <buildA> <buildB> [--json]`: pages added, removed and changed between two kept builds, and
 * where each changed page's payload differs. Exit code 0: the same pages; 1: different; 2: an error.
 */
function main(): number {
  const args = process.argv.slice(2)
  if (askedForHelp(usage, args)) return 0
  const json = args.includes('--json')
  const ids = args.filter((a) => !a.startsWith('--'))
  if (ids.length !== 2) {
    console.error('usage: npm run diff -- <buildA> <buildB> [--json]   (build ids as in DATA_DIR/site/builds)')
    return 2
  }
  const [a, b] = ids as [string, string]
  const diff = diffBuilds(readSettings().outRoot, a, b)
  console.log(json ? JSON.stringify(diff) : formatDiff(a, b, diff))
  return diff.added.length || diff.removed.length || diff.changed.length ? 1 : 0
}

try {
  process.exitCode = main()
} catch (error) {
  console.error(`voix diff failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 2
}
