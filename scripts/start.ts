import { join } from 'node:path'
import { buildSite } from '../build/buildSite.ts'
import { startupBuild } from '../build/startupBuild.ts'
import { ensureAdmin } from '../content-api/auth/ensureAdmin.ts'
import { withBuildLock } from '../content-api/builds/buildLock.ts'
import { readPublishedSource } from '../content-api/builds/publishedSource.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { readPublishChecks } from '../content-api/settings/publishChecks.ts'
import { seedDemo } from '../content-api/seed/seedDemo.ts'
import { buildBundles } from './lib/buildBundles.ts'
import { createApp, listen } from './lib/createServer.ts'
import { readSettings } from './lib/settings.ts'

/** `npm start`: migrate, seed an empty database with the demo, build, and serve everything on one port. */
async function main() {
  const settings = readSettings()
  const log = (line: string) => console.log(`voix: ${line}`)
  const db = await openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile: settings.sqliteFile })
  log(`database ready (${db.dialect === 'postgres' ? 'PostgreSQL' : settings.sqliteFile})`)
  if (buildBundles(settings.bundleRoot)) log('compiled the site and the studio')
  // Pages by published version: a publish reads and renders only the pages whose published version changed.
  const runBuild = async () =>
    buildSite({ source: await readPublishedSource(db), outRoot: settings.outRoot, bundleDir: join(settings.bundleRoot, 'site'), mediaDir: settings.mediaDir, siteOrigin: settings.siteOrigin, checks: await readPublishChecks(db) })
  // Several instances may start at once on one PostgreSQL database and one DATA_DIR: the first seeds and builds,
  // the others wait for it under the build lock, find the content there and build only what their code changes.
  const { seeded, admin } = await withBuildLock(db, async () => {
    const seeded = await seedDemo(db, { mediaDir: settings.mediaDir, ...(settings.agentPassword ? { agentPassword: settings.agentPassword } : {}) })
    if (seeded.seeded) log('seeded the demo content')
    const admin = await ensureAdmin(db, { email: settings.adminEmail, password: settings.adminPassword })
    await startupBuild(runBuild, settings.outRoot, log)
    return { seeded, admin }
  })
  const app = createApp({ db, outRoot: settings.outRoot, studioDir: join(settings.bundleRoot, 'studio'), mediaDir: settings.mediaDir, runBuild })
  const server = await listen(app, settings.port)
  const base = `http://localhost:${settings.port}`
  console.log(`
  Site     ${base}/   (each site also at http://{site-slug}.localhost:${settings.port}/)
  Studio   ${base}/voix
  API      ${base}/api
`)
  if (admin?.generatedPassword) console.log(`  Sign in to the studio as ${admin.email} with the password ${admin.generatedPassword}\n  (generated now and shown only this once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)\n`)
  else if (admin) console.log(`  Sign in to the studio as ${admin.email}${settings.adminPassword ? ' with ADMIN_PASSWORD' : ''}\n`)
  if (seeded.agent) console.log(`  Agent portal (http://agent-cash-plus.localhost:${settings.port}/): ${seeded.agent.email} / ${settings.agentPassword ? 'AGENT_PASSWORD' : `${seeded.agent.password} (shown once)`}\n`)
  const stop = () => {
    server.close()
    void db.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`voix: could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
