import { join } from 'node:path'
import { buildSite } from '../build/buildSite.ts'
import { exportBuild } from '../build/deploy/exportBuild.ts'
import { createSharedLive } from '../build/share/createSharedLive.ts'
import { formatSummary } from '../build/report/buildReport.ts'
import { progressBar } from '../build/report/progressBar.ts'
import { readPublishedSource } from '../content-api/builds/publishedSource.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { readPublishChecks } from '../content-api/settings/publishChecks.ts'
import { seedDemo } from '../content-api/seed/seedDemo.ts'
import { buildBundles } from './lib/buildBundles.ts'
import { openStorage } from './lib/openStorage.ts'
import { readSettings } from './lib/settings.ts'

/**
 * `npm run build`: published content → static output, made live under DATA_DIR/site (see build/outputPaths.ts),
 * then exported as a plain tree to DIST_DIR (`dist/`) for CDNs and CI. With shared storage (STORAGE=s3) the build
 * is shared, live for every instance, and the export is of the build the shared pointer names.
 */
async function main() {
  const settings = readSettings()
  const storage = await openStorage(settings.storage)
  const shared = storage && createSharedLive({ storage, outRoot: settings.outRoot })
  const db = await openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile: settings.sqliteFile })
  try {
    // The build the other instances serve first: the new one then renders only what changed since it.
    await shared?.follow()
    await seedDemo(db, { mediaDir: settings.mediaDir, ...(storage ? { storage } : {}) })
    buildBundles(settings.bundleRoot)
    const bar = progressBar()
    const result = await buildSite({ source: await readPublishedSource(db), outRoot: settings.outRoot, bundleDir: join(settings.bundleRoot, 'site'), mediaDir: settings.mediaDir, siteOrigin: settings.siteOrigin, checks: await readPublishChecks(db), onProgress: bar.update, ...(storage ? { storage } : {}) }).finally(bar.stop)
    console.log(formatSummary(result.report))
    await shared?.share(result.buildId)
    // Whatever the pointer names now (another instance may have shared a newer build meanwhile), whole here.
    const live = (await shared?.follow()) ?? result.buildId
    if (storage) console.log(`  shared: ${storage.name} (build ${live} is live on every instance)`)
    const exported = exportBuild(settings.outRoot, settings.distDir, live)
    console.log(`  live: ${join(settings.outRoot, 'live')}   report: ${join(settings.outRoot, 'builds', result.buildId, 'report.json')}`)
    console.log(`  exported: ${settings.distDir} (${exported.sites} sites, ${exported.pages} page files; hosts.json maps hosts to site folders)`)
  } finally {
    await db.close()
  }
}

main().catch((error: unknown) => {
  console.error(`voix build failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
