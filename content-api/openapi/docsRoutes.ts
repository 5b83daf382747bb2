import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { ApiError } from '../http/ApiError.ts'

const viewer = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
const here = dirname(fileURLToPath(import.meta.url))

/** The only files /api/docs/{file} serves: the viewer (swagger-ui-dist, served from node_modules) and its settings. */
export const docsFiles: Record<string, { path: string; type: string }> = {
  'swagger-ui.css': { path: join(viewer, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { path: join(viewer, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
  'favicon-32x32.png': { path: join(viewer, 'favicon-32x32.png'), type: 'image/png' },
  'docs.js': { path: join(here, 'docsViewer.js'), type: 'text/javascript; charset=utf-8' },
}

/**
 * The page allows scripts and connections to its own origin only: the viewer and its settings are files
 * (no inline script), and it fetches nothing from outside. Swagger UI sets styles inline, hence 'unsafe-inline'
 * for styles alone.
 */
export const docsPolicy =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Voix content API reference</title>
<link rel="icon" type="image/png" href="docs/favicon-32x32.png">
<link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/docs.js"></script>
</body>
</html>
`

/** Read once per process; the bundle is 1.7 MB, so it is also kept gzipped for clients that take it. */
const loaded = new Map<string, { raw: Buffer; gzipped: Buffer }>()
function load(name: string) {
  let file = loaded.get(name)
  if (!file) {
    const raw = readFileSync(docsFiles[name]!.path)
    file = { raw, gzipped: gzipSync(raw) }
    loaded.set(name, file)
  }
  return file
}

/** GET /api/docs: the API reference rendered by Swagger UI from /api/openapi.json, public like the document. */
export function docsRoutes(): Hono {
  const routes = new Hono()
  routes.get('/', (c) => c.html(page, 200, { 'Content-Security-Policy': docsPolicy, 'Cache-Control': 'no-cache' }))
  routes.get('/:file', (c) => {
    const name = c.req.param('file')
    if (!Object.hasOwn(docsFiles, name)) throw new ApiError(404, `No file '${name}' in the API reference`)
    const file = load(name)
    const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')
    const headers: Record<string, string> = { 'Content-Type': docsFiles[name]!.type, 'Cache-Control': 'public, max-age=300', Vary: 'Accept-Encoding', 'X-Content-Type-Options': 'nosniff' }
    if (gzip) headers['Content-Encoding'] = 'gzip'
    return c.body(new Uint8Array(gzip ? file.gzipped : file.raw), 200, headers)
  })
  return routes
}
