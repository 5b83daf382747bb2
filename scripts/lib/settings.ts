import { isAbsolute, relative, resolve } from 'node:path'
import { readStorageSettings } from './storageSettings.ts'
import { z } from 'zod'

/** Settings from the environment, with the defaults the README documents. */
export function readSettings(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number from 1 to 65535, got '${env.PORT}'`)
  const dataDir = resolve(env.DATA_DIR ?? '.data')
  const bundleRoot = resolve(env.VOIX_BUNDLE_DIR ?? '.voix/bundle')
  // vike's build writes only inside the project: given a folder elsewhere it fails later with a missing file.
  const fromProject = relative(process.cwd(), bundleRoot)
  if (fromProject.startsWith('..') || isAbsolute(fromProject)) throw new Error(`VOIX_BUNDLE_DIR must be a folder inside the project, got '${env.VOIX_BUNDLE_DIR}'`)
  const publicUrl = readPublicUrl(env.PUBLIC_URL, port)
  return {
    port,
    /**
     * The interface to listen on: `localhost` (this machine only) by default, so the demo and its generated admin are
     * not reachable from the network; `0.0.0.0` (or `::`) in a container or behind a proxy on another machine.
     */
    host: readHost(env.HOST),
    /** The origin people reach the studio and the API at; sign-in redirects and cookie writes are checked against it. */
    publicUrl,
    /** Behind one reverse proxy: the client address (for sign-in limits) is the last X-Forwarded-For entry. */
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
    /** The `clock` setting may move the product's clock (`MOVABLE_CLOCK=1`): only for end-to-end tests of scheduled publishing. */
    movableClock: env.MOVABLE_CLOCK === '1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: resolve(dataDir, 'voix.sqlite'),
    outRoot: resolve(dataDir, 'site'),
    /** Where `npm run build` exports the live build as a plain static tree for CDNs and CI. */
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    /** Uploaded media, content-addressed; served at /media/<sha256>.<ext>. */
    mediaDir: resolve(dataDir, 'media'),
    /**
     * Resized images kept for builds with another DATA_DIR on this machine (a CI cache, a restored backup, a new
     * checkout): none by default (build/images/sharedImageCache.ts).
     */
    imageCacheDir: env.IMAGE_CACHE_DIR ? resolve(env.IMAGE_CACHE_DIR) : undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    /** The demo travel agent's password, when the demo is seeded; generated (and shown once) when unset. */
    agentPassword: env.AGENT_PASSWORD || undefined,
    /**
     * The public address of sites without their own (a site's `seo.origin`), for canonical links and sitemaps:
     * `{host}` is the site's first host, `{slug}` its slug; `https://{host}` behind a CDN.
     */
    siteOrigin: env.SITE_ORIGIN || `http://{host}:${port}`,
    /**
     * More places the sites are served at than `siteOrigin` (an export on a staging CDN): comma-separated origins
     * or patterns of the same form, whose pages may send forms to the API (CORS).
     */
    corsOrigins: readCorsOrigins(env.CORS_ORIGINS),
    /** Compiled site and studio; separate dirs let several checkouts' builds run side by side. */
    bundleRoot,
    /** Where media and live builds are shared with other instances (`STORAGE`, `S3_*`): nowhere by default. */
    storage: readStorageSettings(env),
    /**
     * PostgreSQL: a build job whose instance has not finished it after this long (it died) goes to another
     * instance. Longer than the longest build; a build that outlives it is not cut short (content-api/README.md).
     */
    buildJobTimeoutSeconds: readSeconds(env, 'BUILD_JOB_TIMEOUT_SECONDS', 15 * 60, 1, 23 * 3600),
    /** PostgreSQL: how often an idle instance asks for a build job (the instance a publish reached asks at once). */
    buildJobPollSeconds: readSeconds(env, 'BUILD_JOB_POLL_SECONDS', 2, 0.5, 60),
  }
}
export type Settings = ReturnType<typeof readSettings>

/** A number of seconds from the environment, `fallback` when unset; anything else is refused, naming the variable. */
function readSeconds(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = env[name]
  if (value === undefined || value === '') return fallback
  const parsed = z.coerce.number().min(min).max(max).safeParse(value.trim())
  if (!parsed.success) throw new Error(`${name} must be a number of seconds from ${min} to ${max}, got '${value}'`)
  return parsed.data
}

/** `CORS_ORIGINS`: http(s) origins, `{host}` and `{slug}` allowed in place of a host name; an error names a bad one. */
function readCorsOrigins(value: string | undefined): string[] {
  const origins = (value ?? '').split(',').map((o) => o.trim()).filter(Boolean)
  for (const origin of origins) {
    let url: URL | undefined
    try {
      url = new URL(origin.replaceAll('{host}', 'host.example').replaceAll('{slug}', 'slug'))
    } catch {
      url = undefined
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password || origin.endsWith('/'))
      throw new Error(`CORS_ORIGINS must list http or https origins without a path, such as https://{host} or https://www.example.com, got '${origin}'`)
  }
  return origins
}

/** `PUBLIC_URL`: an http(s) origin, no path; `http://localhost:${PORT}` when unset. */
function readPublicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`PUBLIC_URL must be an address like https://cms.example.com, got '${value}'`)
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash || url.pathname !== '/')
    throw new Error(`PUBLIC_URL must be an http or https origin without a path, like https://cms.example.com, got '${value}'`)
  return url.origin
}

/** HOST: a host name or an IP address (IPv6 with or without brackets); `localhost` when unset. */
function readHost(value: string | undefined): string {
  const host = (value ?? '').trim().replace(/^\[(.*)\]$/, '$1')
  if (!host) return 'localhost'
  if (!/^[A-Za-z0-9.-]+$/.test(host) && !/^[0-9A-Fa-f:.]+$/.test(host)) throw new Error(`HOST must be a host name or an IP address to listen on, such as localhost or 0.0.0.0, got '${value}'`)
  return host
}
