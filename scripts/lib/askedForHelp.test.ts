import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

import { askedForHelp } from './askedForHelp.ts'

describe('askedForHelp', () => {
  it('answers --help and -h only', () => {
    expect(askedForHelp('usage', ['--json'])).toBe(false)
    expect(askedForHelp('usage', ['a', '-h'])).toBe(true)
  })
})

/**
 * npm scripts answer --help with their usage and do nothing else (no database opened, no build, no server): the
 * two run here; start, bench, backup and snapshot call the same helper first thing (each takes seconds to load).
 */
describe('npm scripts answer --help', () => {
  it.each([
    ['diff', 'scripts/diff.ts', 'What differs in the pages people get between two kept builds'],
    ['rollback', 'scripts/rollback.ts', 'npm run rollback [-- <buildId>]'],
  ])('%s', (_name, file, first) => {
    // DATA_DIR points nowhere that exists: a script that went past --help would fail or create it.
    const out = execFileSync(process.execPath, ['--import', 'tsx', file, '--help'], { encoding: 'utf8', env: { ...process.env, DATA_DIR: '/nonexistent/voix-help-check' }, timeout: 60_000 })
    expect(out.split('\n')[0], out).toContain(first)
  })
})
