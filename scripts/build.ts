import { join } from 'node:path'
import { buildSite, type BuildResult } from '../build/buildSite.ts'
import { exportBuild } from '../build/deploy/exportBuild.ts'
import { createSharedLive } from '../build/share/createSharedLive.ts'
import { formatSummary } from '../build/report/buildReport.ts'
import { progressBar } from '../build/report/progressBar.ts'
import { buildShard } from '../build/shard/buildShard.ts'
import { mergeShards } from '../build/shard/mergeShards.ts'
import { snapshotDirSource, type SnapshotSource } from '../build/source/snapshotSource.ts'
import { readPublishedSource } from '../content-api/builds/publishedSource.ts'
import { withBuildLock } from '../content-api/builds/buildLock.ts'
import { openDatabase, type Db } from '../content-api/db/openDatabase.ts'
import { readPublishChecks } from '../content-api/settings/publishChecks.ts'
import { seedDemo } from '../content-api/seed/seedDemo.ts'
import { buildBundles } from './lib/buildBundles.ts'
import { planOf, usage } from './lib/buildPlan.ts'
import { openStorage } from './lib/openStorage.ts'
import { readSettings, type Settings } from './lib/settings.ts'
import { snapshotMediaDir } from './snapshot/exportSnapshot.ts'

/** The build's summary, then the live build (`live`: the shared pointer's, with shared storage) exported to DIST_DIR. */
function printBuilt(result: BuildResult, settings: Settings, mediaDir: string, live = result.buildId): void {
  console.log(formatSummary(result.report))
  const exported = exportBuild(settings.outRoot, settings.distDir, live, { apiUrl: settings.publicUrl, mediaDir })
  for (const missing of exported.missingMedia) console.warn(`  warning: an upload a page shows is not in ${mediaDir}, so the export lacks it: ${missing}`)
  console.log(`  live: ${join(settings.outRoot, 'live')}   report: ${join(settings.outRoot, 'builds', result.buildId, 'report.json')}`)
  console.log(`  exported: ${settings.distDir} (${exported.sites} sites, ${exported.pages} page files; hosts.json maps hosts to site folders, _nginx/ holds each site's nginx include; forms go to ${settings.publicUrl}/api)`)
}

/**
 * `npm run build`: published content → static output, made live under DATA_DIR/site (see build/outputPaths.ts),
 * then exported as a plain tree to DIST_DIR (`dist/`) for CDNs and CI. With `--shard i/n` one runner of a CI matrix
 * renders its part into a results folder; `--merge n` then makes the n results one live build (build/shard/). With
 * shared storage (STORAGE=s3) a build or a merge is shared, live for every instance, and the export is of the build
 * the shared pointer names.
 */
async function main() {
  const settings = readSettings()
  const plan = planOf(process.argv.slice(2), settings)
  if (plan === 'help') {
    console.log(usage)
    return
  }
  const bundleDir = join(settings.bundleRoot, 'site')
  // A snapshot carries the uploads its content shows (`npm run snapshot -- export`), for a runner without DATA_DIR's.
  const mediaDir = (plan.kind !== 'merge' && plan.snapshot && snapshotMediaDir(plan.snapshot)) || settings.mediaDir
  const storage = await openStorage(settings.storage)
  const shared = storage && createSharedLive({ storage, outRoot: settings.outRoot })
  // Share a new live build, then report the build the pointer names (another instance may have shared a newer one).
  const goLive = async (result: BuildResult) => {
    await shared?.share(result.buildId)
    const live = (await shared?.follow()) ?? result.buildId
    printBuilt(result, settings, mediaDir, live)
    if (storage) console.log(`  shared: ${storage.name} (build ${live} is live on every instance)`)
  }
  if (plan.kind === 'merge') {
    buildBundles(settings.bundleRoot)
    await shared?.follow()
    await goLive(await mergeShards({ results: plan.results, count: plan.count, outRoot: settings.outRoot, bundleDir, mediaDir }))
    return
  }
  // A shard never seeds the demo: the shards of one build must read the same content, which is there already.
  let db: Db | undefined
  try {
    buildBundles(settings.bundleRoot)
    const run = async (from: SnapshotSource, db?: Db) => {
      const bar = progressBar()
      const checks = db ? { checks: await readPublishChecks(db) } : {}
      const common = { source: from, outRoot: settings.outRoot, bundleDir, mediaDir, siteOrigin: settings.siteOrigin, onProgress: bar.update, ...checks, ...(storage ? { storage } : {}), ...(settings.imageCacheDir ? { imageCacheDir: settings.imageCacheDir } : {}) }
      if (plan.kind === 'shard') {
        const shard = await buildShard({ ...common, shard: plan.shard, results: plan.results }).finally(bar.stop)
        console.log(`shard ${shard.shard} of ${shard.of}: ${shard.pages} pages (rendered ${shard.rendered}, reused ${shard.reused}) and ${shard.extras} extra pages in ${(shard.ms / 1000).toFixed(2)} s`)
        console.log(`  result: ${shard.dir}; once every shard is done: npm run build -- --merge ${shard.of} --results ${plan.results}`)
        return
      }
      // The build the other instances serve first: the new one then renders only what changed since it.
      await shared?.follow()
      await goLive(await buildSite(common).finally(bar.stop))
    }
    if (plan.snapshot) return await run(snapshotDirSource(plan.snapshot))
    const database = (db = await openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile: settings.sqliteFile }))
    if (plan.kind === 'shard') return await run(await readPublishedSource(database), database)
    // Instances on PostgreSQL may be building into the same DATA_DIR: this build (and the export, which reads the
    // output root's stored pages while they are pruned) waits for theirs, under the same lock.
    await withBuildLock(database, async () => {
      await seedDemo(database, { mediaDir: settings.mediaDir, ...(storage ? { storage } : {}) })
      await run(await readPublishedSource(database), database)
    })
  } finally {
    await db?.close()
  }
}

main().catch((error: unknown) => {
  console.error(`voix build failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
