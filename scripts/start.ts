import { join } from 'node:path'
import { buildSite } from '../build/buildSite.ts'
import { createSharedLive } from '../build/share/createSharedLive.ts'
import { startupBuild } from '../build/startupBuild.ts'
import { ensureAdmin } from '../content-api/auth/ensureAdmin.ts'
import { recordNotLive } from '../content-api/builds/recordNotLive.ts'
import { withBuildLock } from '../content-api/builds/buildLock.ts'
import { readPublishedSource } from '../content-api/builds/publishedSource.ts'
import { shareLocalMedia } from '../content-api/media/shareLocalMedia.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { readPublishChecks } from '../content-api/settings/publishChecks.ts'
import { seedDemo } from '../content-api/seed/seedDemo.ts'
import { buildBundles } from './lib/buildBundles.ts'
import { createApp, listen } from './lib/createServer.ts'
import { openStorage } from './lib/openStorage.ts'
import { readSettings } from './lib/settings.ts'
import { askedForHelp } from './lib/askedForHelp.ts'

const usage = `npm start

Creates and migrates the database, seeds the demo content when it is empty, compiles the site and the studio,
builds the static site and serves everything on http://localhost:PORT (the site, the studio at /voix, the API at
/api). Settings come from the environment (README.md, "Run it"): PORT, DATA_DIR, DATABASE_URL, ADMIN_EMAIL,
ADMIN_PASSWORD, PUBLIC_URL, STORAGE and more.

  --help   this text`

/** `npm start`: migrate, seed an empty database with the demo, build, and serve everything on one port. */
async function main() {
  if (askedForHelp(usage)) return
  const settings = readSettings()
  const log = (line: string) => console.log(`voix: ${line}`)
  const db = await openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile: settings.sqliteFile })
  log(`database ready (${db.dialect === 'postgres' ? 'PostgreSQL' : settings.sqliteFile})`)
  const storage = await openStorage(settings.storage)
  const shared = storage && createSharedLive({ storage, outRoot: settings.outRoot, onError: (error) => log(`shared storage: ${error.message}`) })
  if (shared) {
    // Catch up with the build the other instances serve before building or serving anything; the startup build
    // below is shared in any case, so a pointer that cannot be followed now does not keep the server down.
    const live = await shared.follow().catch((error: unknown) => log(`could not fetch the shared live build: ${(error as Error).message}`))
    log(`media and builds shared in ${storage.name}${live ? `; build ${live} is live` : ''}`)
    const put = await shareLocalMedia(storage, settings.mediaDir)
    if (put) log(`put ${put} media files of ${settings.mediaDir} that it lacked into ${storage.name}`)
  }
  if (buildBundles(settings.bundleRoot)) log('compiled the site and the studio')
  // Pages by published version: a publish reads and renders only the pages whose published version changed.
  // With shared storage a build is live once every instance can have it: the build call ends when it is shared.
  const runBuild = async () => {
    const build = await buildSite({ source: await readPublishedSource(db), outRoot: settings.outRoot, bundleDir: join(settings.bundleRoot, 'site'), mediaDir: settings.mediaDir, siteOrigin: settings.siteOrigin, checks: await readPublishChecks(db), ...(storage ? { storage } : {}), ...(settings.imageCacheDir ? { imageCacheDir: settings.imageCacheDir } : {}) })
    await shared?.share(build.buildId)
    return build
  }
  // Several instances may start at once on one PostgreSQL database and one DATA_DIR: the first seeds and builds,
  // the others wait for it under the build lock, find the content there and build only what their code changes.
  const { seeded, admin } = await withBuildLock(db, async () => {
    const seeded = await seedDemo(db, { mediaDir: settings.mediaDir, ...(storage ? { storage } : {}), ...(settings.agentPassword ? { agentPassword: settings.agentPassword } : {}) })
    if (seeded.seeded) log('seeded the demo content')
    const admin = await ensureAdmin(db, { email: settings.adminEmail, password: settings.adminPassword })
    const build = await startupBuild(runBuild, settings.outRoot, log)
    // The pages it could not make are not live: the API and the studio say so, as after any build.
    if (build) await recordNotLive(db, build.buildId, build.skipped)
    return { seeded, admin }
  })
  shared?.start()
  const app = createApp({ db, outRoot: settings.outRoot, studioDir: join(settings.bundleRoot, 'studio'), mediaDir: settings.mediaDir, runBuild, ...(storage ? { storage } : {}) })
  const server = await listen(app, settings.port, settings.host)
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
    void shared?.stop()
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
