import { expect, test, type APIRequestContext, type Page } from './test.ts'
import { LinkChecker } from 'linkinator'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { exportBuild, studioOnlyPath } from '../build/deploy/exportBuild.ts'
import { readRoutes } from '../build/deploy/pruneBuilds.ts'
import type { BuildMeta } from '../build/manifest/siteManifests.ts'
import { loopbackGet, type LoopbackAnswer } from '../build/testing/loopbackGet.ts'
import { startNetlifyServer } from '../build/testing/netlifyServer.ts'
import { startNginx } from '../build/testing/startNginx.ts'
import { agentAuthPaths } from '../catalogue/model/agentAccess.ts'
import type { Hosts } from '../build/serve/createStaticSite.ts'
import { liveBuildId } from '../build/flipLive.ts'
import { e2eDataDir } from './site-build.ts'
import { editorAccessToken } from './studioSignIn.ts'
import { e2eServer } from './e2eServer.ts'

// The export of the live build under nginx (its exported include) against the server itself (`npm start`), path by
// path for every site of the demo: what a visitor, a crawler or a CDN in front of either would see must be the same.
const root = mkdtempSync(join(tmpdir(), 'voix-export-live-'))
chmodSync(root, 0o755)
const dist = join(root, 'dist')
const livePort = e2eServer().port
let nginx: Awaited<ReturnType<typeof startNginx>>
let buildId: string
let ready: Promise<void> | undefined

/**
 * Once no build is queued or running (an earlier test's publish may still be building), the live build exported and
 * served by nginx: both sides then answer from the same build, which the comparison checks again at its end.
 */
function exported(page: Page, request: APIRequestContext, baseURL: string): Promise<void> {
  ready ??= (async () => {
    const headers = { Authorization: `Bearer ${await editorAccessToken(page, request, baseURL)}` }
    await expect
      .poll(async () => ((await (await request.get('/api/builds/jobs?limit=20', { headers })).json()) as { items: { status: string }[] }).items.filter((j) => ['queued', 'building'].includes(j.status)).length, {
        timeout: 90_000,
        intervals: [250, 500, 1000],
      })
      .toBe(0)
    buildId = exportBuild(join(e2eDataDir, 'site'), dist, undefined, { apiUrl: `http://localhost:${livePort}`, mediaDir: join(e2eDataDir, 'media') }).buildId
    nginx = await startNginx(dist)
  })()
  return ready
}

test.afterAll(async () => {
  await nginx?.stop()
  rmSync(root, { recursive: true, force: true })
})

/**
 * What must be the same of one answer; the port of whoever answered reads `{port}`. A file that is not there (a
 * payload, an asset) is a 404 on both, whatever body says so; a page that is not there is the site's not-found page.
 */
function facts(answer: LoopbackAnswer, port: number, path: string) {
  const h = answer.headers
  const html = (h['content-type'] ?? '').startsWith('text/html')
  const body = answer.status === 200 || (answer.status === 404 && !/\.[a-z]+$/.test(path))
  return {
    status: answer.status,
    location: h.location?.replace(`:${port}/`, ':{port}/'),
    'cache-control': body ? h['cache-control'] : undefined,
    'content-type': body ? h['content-type'] : undefined,
    'x-frame-options': h['x-frame-options'],
    'x-content-type-options': h['x-content-type-options'],
    'referrer-policy': h['referrer-policy'],
    // The page's policy where it governs a document (a policy on a script or an image applies to nothing).
    'content-security-policy': html && answer.status < 300 ? h['content-security-policy'] : undefined,
    // The manifests, robots.txt and sitemaps byte for byte.
    body: answer.status === 200 && /^\/(builds\/|robots\.txt|sitemap)/.test(path) ? answer.body.toString('utf8') : undefined,
  }
}

/** Runs `work` over `items`, `width` at a time. */
async function inTurns<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]!)
  }))
}

test('the export under nginx, and under Netlify’s rules, answers every path of the demo as the live server does', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000)
  await exported(page, request, baseURL!)
  const buildDir = join(e2eDataDir, 'site', 'builds', buildId)
  const routes = readRoutes(buildDir)
  const extras = readRoutes(buildDir, 'extras.json')
  const checks: { site: string; path: string }[] = []
  const studioOnly: { site: string; path: string }[] = []
  for (const site of readdirSync(join(buildDir, 'sites'))) {
    const meta = JSON.parse(readFileSync(join(buildDir, 'sites', site, 'builds', 'meta', `${buildId}.json`), 'utf8')) as BuildMeta
    // The files the home page loads (hashed assets, public files), one missing asset, the manifests and SEO files.
    const home = readFileSync(join(dist, site, 'index.html'), 'utf8')
    const files = [...home.matchAll(/(?:href|src|data-entry)="(\/(?:assets|demo)\/[^"?#]+)"/g)].map((m) => m[1]!)
    expect(files.some((f) => f.startsWith('/assets/')), `${site}'s home page loads assets`).toBe(true)
    const paths = new Set(['/no-such-page', '/no-such-page/_payload.json', '/assets/no-such-file.js', '/builds/latest.json', `/builds/meta/${buildId}.json`, '/sitemap.xml', '/robots.txt', '/favicon.svg', ...files])
    for (const path of [...Object.keys(routes[site] ?? {}), ...Object.keys(extras[site] ?? {})]) {
      if (path === '404') continue
      if (studioOnlyPath(path)) {
        studioOnly.push({ site, path })
        continue
      }
      paths.add(path).add(`${path === '/' ? '' : path}/_payload.json`)
      if (path !== '/') paths.add(`${path}/`).add(`${path}/?ref=mail`)
    }
    // Redirect records, with their query kept; agents-only pages are the server's alone (rendered for an agent).
    for (const [path, rule] of Object.entries(meta.routeRules)) if (rule.redirect) paths.add(path).add(`${path}?ref=mail`).add(`${path}/`)
    for (const path of paths) checks.push({ site, path })
  }
  // The same site folders under a host applying Netlify's rules (_redirects, _headers), one port per site: it keeps
  // trailing slashes its own way (README), so only the paths without one are compared there, after the host's own
  // redirect of a folder to its slashed address.
  const netlify = new Map(await Promise.all(readdirSync(join(buildDir, 'sites')).map(async (site) => [site, await startNetlifyServer(join(dist, site))] as const)))
  const differences: string[] = []
  try {
    await inTurns(checks, 8, async ({ site, path }) => {
      const host = `${site}.localhost`
      const [live, exported] = await Promise.all([loopbackGet(livePort, host, path), loopbackGet(nginx.port, host, path)])
      const want = facts(live, livePort, path)
      const got = facts(exported, nginx.port, path)
      if (JSON.stringify(want) !== JSON.stringify(got)) differences.push(`${host}${path}\n  live:   ${JSON.stringify(want)}\n  nginx:  ${JSON.stringify(got)}`)
      if (/\/(\?|$)/.test(path) && path !== '/') return
      const port = netlify.get(site)!.port
      let onNetlify = await loopbackGet(port, host, path)
      const slashed = onNetlify.headers.location
      if (onNetlify.status === 301 && slashed?.startsWith(`${path.split('?')[0]}/`)) onNetlify = await loopbackGet(port, host, slashed)
      // A move names the other brand's public origin, which is the server's port here.
      const fromNetlify = facts(onNetlify, livePort, path)
      if (JSON.stringify(want) !== JSON.stringify(fromNetlify)) differences.push(`${host}${path}\n  live:    ${JSON.stringify(want)}\n  netlify: ${JSON.stringify(fromNetlify)}`)
    })
  } finally {
    await Promise.all([...netlify.values()].map((server) => server.stop()))
  }
  expect(liveBuildId(join(e2eDataDir, 'site')), 'the live build while comparing').toBe(buildId)
  expect(differences.slice(0, 10).join('\n'), `${differences.length} of ${checks.length} paths differ`).toBe('')
  expect(checks.length).toBeGreaterThan(1000)

  // The studio's previews and the debug page are the server's only: not in the public export (404, or the move of
  // a moved site), though the server shows them.
  expect(studioOnly.length).toBeGreaterThan(0)
  await inTurns(studioOnly, 8, async ({ site, path }) => {
    expect(existsSync(join(dist, site, path.slice(1))), `${site}${path}`).toBe(false)
    expect([404, 301], `${site}${path}`).toContain((await loopbackGet(nginx.port, `${site}.localhost`, path)).status)
  })
  expect((await loopbackGet(livePort, 'playaresorts.localhost', '/voix-debug')).status).toBe(200)
})

test('nothing in the export is broken: links, images and files of every page, sitemap, JSON-LD, canonical and hreflang URLs', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000)
  await exported(page, request, baseURL!)
  const hosts = JSON.parse(readFileSync(join(dist, 'hosts.json'), 'utf8')) as Hosts
  const buildDir = join(e2eDataDir, 'site', 'builds', buildId)
  const broken: string[] = []
  let checked = 0
  for (const site of readdirSync(join(buildDir, 'sites')).sort()) {
    // A site that moved sends everything elsewhere: it has nothing of its own to check.
    if (hosts.domainRedirects?.[site] && !hosts.domainRedirects[site].pathKeywords.length) continue
    const meta = JSON.parse(readFileSync(join(buildDir, 'sites', site, 'builds', 'meta', `${buildId}.json`), 'utf8')) as BuildMeta
    // An agent portal's agents-only pages and sign-in are the server's (README, "Hosting the export"): not exported.
    const serverOnly = new Set([...Object.entries(meta.routeRules).filter(([, r]) => r.appMiddleware?.['agent-only']).map(([p]) => p), ...Object.values(agentAuthPaths)])
    const server = await startNetlifyServer(join(dist, site))
    const origin = `http://127.0.0.1:${server.port}`
    try {
      const result = await new LinkChecker().check({
        path: `${origin}/`,
        recurse: true,
        concurrency: 8,
        linksToSkip: async (link: string) => !link.startsWith(`${origin}/`) || serverOnly.has(new URL(link).pathname),
      })
      checked += result.links.length
      for (const link of result.links) if (link.state === 'BROKEN') broken.push(`${site}: ${link.url.replace(origin, '')} (${link.status}) on ${link.parent?.replace(origin, '')}`)
    } finally {
      await server.stop()
    }
  }
  expect(broken, `${broken.length} broken of ${checked} links`).toEqual([])
  expect(checked).toBeGreaterThan(1000)

  // Every URL a sitemap, a page's JSON-LD or its canonical and hreflang links name is a page that answers 200 where its host is served (no redirect);
  // the pages of a site that moved are never shown, so what they name is not looked at.
  const urls = new Set<string>()
  for (const site of readdirSync(join(buildDir, 'sites'))) {
    if (hosts.domainRedirects?.[site] && !hosts.domainRedirects[site].pathKeywords.length) continue
    for (const [, loc] of readFileSync(join(dist, site, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) urls.add(loc!)
    for (const file of readdirSync(join(dist, site), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('index.html'))) {
      const html = readFileSync(join(dist, site, file), 'utf8')
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs))
        for (const [, url] of json!.matchAll(/"(?:item|url)":"(https?:[^"]+)"/g)) urls.add(url!)
      // The canonical link and the translations' links too.
      for (const [, url] of html.matchAll(/<link rel="(?:canonical|alternate)"[^>]* href="(https?:[^"]+)"/g)) urls.add(url!.replaceAll('&amp;', '&'))
    }
  }
  expect(urls.size).toBeGreaterThan(300)
  const wrong: string[] = []
  await inTurns([...urls], 8, async (url) => {
    const { hostname, pathname, search } = new URL(url)
    const answer = await loopbackGet(nginx.port, hostname, pathname + search)
    if (answer.status !== 200) wrong.push(`${url} (${answer.status}${answer.headers.location ? ` to ${answer.headers.location}` : ''})`)
  })
  expect(wrong).toEqual([])
})
