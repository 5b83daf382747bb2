import { parseArgs, type ArgsDef } from 'citty'
import { join, resolve } from 'node:path'

const options = { help: { type: 'boolean', description: 'this text' } } satisfies ArgsDef

export const backupUsage = `usage: npm run backup [-- <file>]
  One file holding the database and every upload, made while the server runs (SQLite's online copy, or pg_dump
  with DATABASE_URL). By default DATA_DIR/backups/voix-<time>.tar.gz.
  --help            this text`

export const restoreUsage = `usage: npm run restore -- <file>
  A backup (npm run backup) into an empty DATA_DIR, and with DATABASE_URL into an empty PostgreSQL database;
  then npm start serves every site from it.
  --help            this text`

/** The command line, checked whole: an option that is not known is named (never taken for a file name). */
function read(argv: string[], usage: string): { help: true } | { help: false; files: string[] } {
  const args = parseArgs<typeof options>(argv, options)
  const unknown = Object.keys(args).filter((k) => k !== '_' && !(k in options))
  if (unknown.length) throw new Error(`unknown option ${unknown.map((k) => `--${k}`).join(', ')}\n${usage}`)
  if (args.help) return { help: true }
  const files = args._.map(String)
  const flagLike = files.find((f) => f.startsWith('-'))
  if (flagLike) throw new Error(`unknown option ${flagLike}\n${usage}`)
  return { help: false, files }
}

/** `npm run backup [-- <file>]`: the file to write, or help. */
export function backupFileOf(argv: string[], dataDir: string, at = new Date()): string | 'help' {
  const args = read(argv, backupUsage)
  if (args.help) return 'help'
  if (args.files.length > 1) throw new Error(`one backup file at a time, got ${args.files.length}\n${backupUsage}`)
  return resolve(args.files[0] ?? join(dataDir, 'backups', `voix-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`))
}

/** `npm run restore -- <file>`: the backup to restore, or help. */
export function restoreFileOf(argv: string[]): string | 'help' {
  const args = read(argv, restoreUsage)
  if (args.help) return 'help'
  if (args.files.length !== 1) throw new Error(`name the one backup file to restore\n${restoreUsage}`)
  return resolve(args.files[0]!)
}
