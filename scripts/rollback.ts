import { readBuildContent } from '../build/deploy/buildContent.ts'
import { rollback } from '../build/deploy/rollback.ts'
import { listBuilds, readRoutes } from '../build/deploy/pruneBuilds.ts'
import { changedOutput } from '../build/changedOutput.ts'
import { liveBuildId } from '../build/flipLive.ts'
import { outputPaths } from '../build/outputPaths.ts'
import { rollbackShared } from '../build/share/rollbackShared.ts'
import { sharedBuilds } from '../build/share/sharedKeys.ts'
import { appendAudit } from '../content-api/audit/auditStore.ts'
import { withBuildLock } from '../content-api/builds/buildLock.ts'
import { restoreContent } from '../content-api/builds/restoreContent.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { WebhookDeliverer } from '../content-api/webhooks/WebhookDeliverer.ts'
import { openStorage } from './lib/openStorage.ts'
import { readSettings } from './lib/settings.ts'

const usage = `npm run rollback [-- <buildId>]

Puts an earlier kept build live again (the one before the live build when no id is given), and publishes the
content it was made from again in the database, so the next publish builds on it rather than bringing the newer
content back. Pages take back the versions they had then (pages published only since are taken off; drafts and
saved versions are kept); records take back their content then (records made since are kept and named). The
build webhooks are told ("build.live", with the paths that changed) and the audit log keeps the rollback.
The studio does the same for admins under Live site (/voix/live).

Kept builds are listed under DATA_DIR/site/builds (or in the shared bucket with STORAGE=s3).

  --help   this text`

/** `npm run rollback [-- <buildId>]`: see `usage`. */
async function main(): Promise<void> {
  const args = process.argv.slice(2)
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage)
    return
  }
  const unknown = args.find((a) => a.startsWith('-'))
  if (unknown) throw new Error(`unknown option '${unknown}'; see npm run rollback -- --help`)
  const wanted = args[0]
  const settings = readSettings()
  const storage = await openStorage(settings.storage)
  const db = await openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile: settings.sqliteFile })
  try {
    const before = liveBuildId(settings.outRoot)
    // With PostgreSQL, instances may be building: flip only between their builds, under the build lock.
    const flip = async () => {
      const builds = listBuilds(settings.outRoot)
      const at = before ? builds.indexOf(before) : -1
      const target = wanted ?? (at > 0 ? builds[at - 1] : undefined)
      const content = target ? readBuildContent(settings.outRoot, target) : undefined
      if (target && builds.includes(target) && !content) throw new Error(`build '${target}' was made before builds kept the records they were made from, so its content cannot be published again; choose a later one (kept builds: ${builds.join(', ')})`)
      const id = storage ? await rollbackShared(storage, settings.outRoot, target) : rollback(settings.outRoot, target)
      const restored = await restoreContent(db, readBuildContent(settings.outRoot, id)!)
      return { id, restored, kept: storage ? await sharedBuilds(storage) : listBuilds(settings.outRoot) }
    }
    const { id, restored, kept } = settings.databaseUrl ? await withBuildLock(db, flip) : await flip()
    const paths = outputPaths(settings.outRoot)
    const routes = new Map(Object.entries(readRoutes(paths.build(id))))
    const changed = changedOutput(routes, before ? readRoutes(paths.build(before)) : {})
    await appendAudit(db, {
      actor_id: null,
      actor_email: null,
      actor_name: 'npm run rollback',
      action: 'builds.rollback',
      method: 'CLI',
      path: '/api/builds/rollback',
      target_kind: 'builds',
      target_id: id,
      status: 200,
      address: 'localhost',
      summary: `Rolled back to build ${id} (from ${before ?? 'none'}): ${restored.pages} pages and ${restored.records} records put back`,
    })
    const webhooks = new WebhookDeliverer(db, { resume: false })
    webhooks.announce({
      event: 'build.live',
      job: { id: `rollback-${id}`, status: 'live', publishes: 0 },
      build: { id, pages: [...routes.values()].reduce((n, r) => n + Object.keys(r).length, 0), rendered: 0, reused: 0, ...changed, skipped: [] },
    })
    await webhooks.idle()
    // A receiver that failed is tried again by the server (deliveries are rows, resumed on start).
    webhooks.stop()
    console.log(`build ${id} is live again${storage ? ` on every instance sharing ${storage.name}` : ''}: ${restored.pages} pages and ${restored.records} records put back in the database (kept builds: ${kept.join(', ')})`)
    if (restored.kept.length) console.log(`  made since and left as they are: ${restored.kept.join(', ')}`)
  } finally {
    await db.close()
  }
}

main().catch((error: unknown) => {
  console.error(`voix rollback failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
