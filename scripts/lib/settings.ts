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
    bundleRoot: resolve('.voix/bundle'),
  }
}
export type Settings = ReturnType<typeof readSettings>
