import { createRequire } from 'node:module'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { contentTypes } from '../serve/contentTypes.ts'
import { freePort } from './freePort.ts'

interface Match {
  to: string
  status: number
  force: boolean
}
interface Matcher {
  match: (request: { scheme: string; host: string; path: string; query: string; getHeader: (name: string) => string; getCookie: (name: string) => string }) => Match | null
}
// Netlify's own redirect engine (the one its CLI serves sites with), as WebAssembly.
const redirector = createRequire(import.meta.url)('netlify-redirector') as { parsePlain: (rules: string, options: object) => Promise<Matcher> }

/** A `_headers` path pattern as a regular expression: `*` any rest, `:name` one segment. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:[a-z]+/gi, '[^/]+')}$`)

function parseHeaders(text: string): { pattern: RegExp; headers: [string, string][] }[] {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ pattern: patternOf(line.trim()), headers: [] })
    else if (rules.length) {
      const colon = line.indexOf(':')
      rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
    }
  }
  return rules
}

/**
 * A static host with Netlify's documented rules, over one site folder of an export: `_redirects` matched by
 * Netlify's engine (the first rule that matches; one without `!` only when no file answers the path; trailing
 * slashes ignored in matching; the query passed on; a 200 to another origin proxied), `_headers` applied with the
 * values of a header that several rules set joined by commas, `public, max-age=0, must-revalidate` where none set
 * Cache-Control, a folder answered at its slashed address (the slashless one redirects there), and 404.html for
 * anything else.
 */
export async function startNetlifyServer(siteDir: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const read = (file: string) => (existsSync(join(siteDir, file)) ? readFileSync(join(siteDir, file), 'utf8') : '')
  const matcher = await redirector.parsePlain(read('_redirects'), {})
  const headerRules = parseHeaders(read('_headers'))
  const fileAt = (path: string): string | undefined => {
    const file = normalize(join(siteDir, path))
    if (!file.startsWith(siteDir)) return undefined
    try {
      return statSync(file).isFile() ? file : undefined
    } catch {
      return undefined
    }
  }
  const isFolder = (path: string) => path !== '/' && !path.endsWith('/') && Boolean(fileAt(`${path}/index.html`))
  const send = (res: ServerResponse, path: string, status: number, file: string | undefined, extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = {}
    for (const rule of headerRules) if (rule.pattern.test(path)) for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
    headers['Cache-Control'] ??= 'public, max-age=0, must-revalidate'
    if (file) headers['Content-Type'] = contentTypes[extname(file)] ?? 'application/octet-stream'
    res.writeHead(status, { ...headers, ...extra })
    res.end(file ? readFileSync(file) : '')
  }
  const proxy = async (req: IncomingMessage, res: ServerResponse, to: string) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)).map(([n, v]) => [n, String(v)]))
    const answer = await fetch(to, { method: req.method!, headers, ...(chunks.length ? { body: Buffer.concat(chunks) } : {}), redirect: 'manual' })
    res.writeHead(answer.status, Object.fromEntries(answer.headers))
    res.end(Buffer.from(await answer.arrayBuffer()))
  }
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
      let path: string
      try {
        path = decodeURIComponent(url.pathname)
      } catch {
        return send(res, url.pathname, 400, undefined)
      }
      const page = fileAt(path) ?? (path.endsWith('/') ? fileAt(`${path}index.html`) : undefined)
      const match = matcher.match({ scheme: 'http', host: url.hostname, path, query: url.search.slice(1), getHeader: (name) => String(req.headers[name.toLowerCase()] ?? ''), getCookie: () => '' })
      if (match && (match.force || (!page && !isFolder(path)))) {
        const to = match.to.includes('?') || !url.search ? match.to : `${match.to}${url.search}`
        if (match.status >= 300 && match.status < 400) return send(res, path, match.status, undefined, { Location: to })
        if (match.status === 200 && /^https?:\/\//.test(to)) return await proxy(req, res, to)
        const rewritten = fileAt(to) ?? fileAt(`${to.replace(/\/$/, '')}/index.html`)
        return send(res, to, rewritten ? match.status : 404, rewritten ?? fileAt('/404.html'))
      }
      if (page) return send(res, path, 200, page)
      if (isFolder(path)) return send(res, path, 301, undefined, { Location: `${url.pathname}/${url.search}` })
      return send(res, path, 404, fileAt('/404.html'))
    })().catch((error: unknown) => {
      res.writeHead(502).end(String(error))
    })
  })
  const port = await freePort()
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return { port, stop: () => new Promise((done) => server.close(() => done())) }
}
