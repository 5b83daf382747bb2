import { resolve } from 'node:path'

/** Settings from the environment, with the defaults the README documents. */
export function readSettings(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number from 1 to 65535, got '${env.PORT}'`)
  const dataDir = resolve(env.DATA_DIR ?? '.data')
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: resolve(dataDir, 'voix.sqlite'),
    outRoot: resolve(dataDir, 'site'),
    /** Uploaded media, content-addressed; served at /media/<sha256>.<ext>. */
    mediaDir: resolve(dataDir, 'media'),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    /** Compiled site and studio; separate dirs let several checkouts' builds run side by side. */
    bundleRoot: resolve(env.VOIX_BUNDLE_DIR ?? '.voix/bundle'),
  }
}
export type Settings = ReturnType<typeof readSettings>
