import { defineCommand } from 'citty'
import { resolve } from 'node:path'

/** `voix snapshot export <dir>`: the published content, and the uploads it shows, as a snapshot folder. */
export const snapshotCommand = defineCommand({
  meta: {
    name: 'snapshot',
    description:
      'export <dir>: writes the published content of the database (DATABASE_URL for PostgreSQL, else the embedded one) and every upload it shows to <dir>, for `npm run build -- --snapshot <dir>` (a build or a shard on another machine) and the bench.',
  },
  args: {
    action: { type: 'positional', description: 'export', required: true },
    dir: { type: 'positional', description: 'the folder to write (new, empty, or an earlier snapshot)', required: true },
  },
  async run({ args }) {
    if (args.action !== 'export' || args._.length !== 2) throw new Error('usage: voix snapshot export <dir>')
    // Loaded when run: `--help` and a mistaken call answer at once.
    const { openDatabase } = await import('../../content-api/db/openDatabase.ts')
    const { openStorage } = await import('../lib/openStorage.ts')
    const { readSettings } = await import('../lib/settings.ts')
    const { exportSnapshot } = await import('../snapshot/exportSnapshot.ts')
    const settings = readSettings()
    const storage = await openStorage(settings.storage)
    const db = await openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile: settings.sqliteFile })
    try {
      const started = performance.now()
      const dir = resolve(args.dir)
      const done = await exportSnapshot(db, dir, { mediaDir: settings.mediaDir, ...(storage ? { storage } : {}) })
      for (const missing of done.missingMedia) console.error(`voix snapshot: warning: the content shows an upload that is in neither ${settings.mediaDir} nor the shared storage: ${missing}`)
      console.log(`voix: exported ${done.pages} published pages of ${done.sites} sites and ${done.media} uploads to ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
      return 0
    } finally {
      await db.close()
    }
  },
})
