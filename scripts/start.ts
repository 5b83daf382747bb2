import { join } from 'node:path'
import { buildSite } from '../build/buildSite.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { seedDemo } from '../content-api/seed/seedDemo.ts'
import { readPublishedSnapshot } from '../content-api/store/readPublishedSnapshot.ts'
import { buildBundles } from './lib/buildBundles.ts'
import { createApp, listen } from './lib/createServer.ts'
import { readSettings } from './lib/settings.ts'

/** `npm start`: migrate, seed an empty database with the demo, build, and serve everything on one port. */
async function main() {
  const settings = readSettings()
  const log = (line: string) => console.log(`voix: ${line}`)
  const db = await openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile: settings.sqliteFile })
  log(`database ready (${db.dialect === 'postgres' ? 'PostgreSQL' : settings.sqliteFile})`)
  if ((await seedDemo(db)).seeded) log('seeded the demo content')
  if (buildBundles(settings.bundleRoot)) log('compiled the site and the studio')
  const build = await buildSite({ snapshot: await readPublishedSnapshot(db), outRoot: settings.outRoot, bundleDir: join(settings.bundleRoot, 'site') })
  log(`build ${build.buildId} is live: ${build.pages} pages in ${build.ms} ms`)
  const app = createApp({ db, outRoot: settings.outRoot, studioDir: join(settings.bundleRoot, 'studio') })
  const server = await listen(app, settings.port)
  const base = `http://localhost:${settings.port}`
  console.log(`
  Site     ${base}/   (each site also at http://{site-slug}.localhost:${settings.port}/)
  Studio   ${base}/voix
  API      ${base}/api
`)
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
