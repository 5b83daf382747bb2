import { join } from 'node:path'
import { buildSite } from '../build/buildSite.ts'
import { exportBuild } from '../build/deploy/exportBuild.ts'
import { formatSummary } from '../build/report/buildReport.ts'
import { progressBar } from '../build/report/progressBar.ts'
import { readPublishedSource } from '../content-api/builds/publishedSource.ts'
import { withBuildLock } from '../content-api/builds/buildLock.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { readPublishChecks } from '../content-api/settings/publishChecks.ts'
import { seedDemo } from '../content-api/seed/seedDemo.ts'
import { buildBundles } from './lib/buildBundles.ts'
import { readSettings } from './lib/settings.ts'

/**
 * `npm run build`: published content → static output, made live under DATA_DIR/site (see build/outputPaths.ts),
 * then exported as a plain tree to DIST_DIR (`dist/`) for CDNs and CI.
 */
async function main() {
  const settings = readSettings()
  const db = await openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile: settings.sqliteFile })
  try {
    buildBundles(settings.bundleRoot)
    // Instances sharing DATA_DIR on PostgreSQL may be building: this build (and the export, which reads the output
    // root's stored pages while they are pruned) waits for theirs, under the same lock.
    const { result, exported } = await withBuildLock(db, async () => {
      await seedDemo(db, { mediaDir: settings.mediaDir })
      const bar = progressBar()
      const result = await buildSite({ source: await readPublishedSource(db), outRoot: settings.outRoot, bundleDir: join(settings.bundleRoot, 'site'), mediaDir: settings.mediaDir, siteOrigin: settings.siteOrigin, checks: await readPublishChecks(db), onProgress: bar.update }).finally(bar.stop)
      return { result, exported: exportBuild(settings.outRoot, settings.distDir, result.buildId) }
    })
    console.log(formatSummary(result.report))
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
