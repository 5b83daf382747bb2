import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createErrorReporter, stackFrameLimit } from './errorReporter.ts'

// A real reporting service on a local port: it records what arrives.
const received: { url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = []
const server = createServer((req, res) => {
  let data = ''
  req.on('data', (c: Buffer) => (data += c))
  req.on('end', () => {
    received.push({ url: req.url!, headers: req.headers, body: JSON.parse(data) as Record<string, unknown> })
    res.writeHead(201).end()
  })
})
let host = ''
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => ((host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`), resolve()))))
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const quiet = () => {
  const lines: string[] = []
  const log = (level: string) => (message: string) => void lines.push(`${level} ${message}`)
  return { lines, console: { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') } }
}

function deepError(depth: number): Error {
  return depth === 0 ? new Error('Booking widget failed') : deepError(depth - 1)
}

describe('createErrorReporter', () => {
  it('posts the spec body with bearer auth to {host}/api/v1/logs/js, and logs to the console', async () => {
    received.length = 0
    const out = quiet()
    const report = createErrorReporter({ host: `${host}/`, token: 'secret-token', environment: 'staging', version: 'b1', console: out.console })
    await report('error', deepError(30), { page: '/rooms' })
    expect(received).toHaveLength(1)
    const [{ url, headers, body }] = received as [(typeof received)[number]]
    expect(url).toBe('/api/v1/logs/js')
    expect(headers.authorization).toBe('Bearer secret-token')
    expect(Object.keys(body).sort()).toEqual(['custom', 'disableIPCapture', 'environment', 'level', 'message', 'platform', 'trace', 'url', 'version'])
    expect(body).toMatchObject({ custom: { page: '/rooms' }, environment: 'staging', level: 'error', message: 'Booking widget failed', platform: 'web', version: 'b1' })
    const trace = body.trace as { message: string; stack: string }
    expect(trace.message).toBe('Booking widget failed')
    expect(trace.stack.split('\n')).toHaveLength(stackFrameLimit)
    expect(out.lines).toEqual(['error [error] Booking widget failed'])
  })

  it('drops reports below the minimum level; the default minimum is debug', async () => {
    received.length = 0
    const out = quiet()
    await createErrorReporter({ host, minLevel: 'warn', console: out.console })('info', new Error('noise'))
    expect(received).toHaveLength(0)
    await createErrorReporter({ host, console: out.console })('debug', 'a debug line')
    await createErrorReporter({ host, minLevel: 'warn', console: out.console })('critical', new Error('down'))
    expect(received.map((r) => r.body.level)).toEqual(['debug', 'critical'])
    expect(out.lines).toEqual(['debug [debug] a debug line', 'error [critical] down'])
  })

  it('reports only from allowed domains (this process has no page, so its host is empty)', async () => {
    received.length = 0
    const out = quiet()
    await createErrorReporter({ host, allowedDomains: ['playaresorts.com'], console: out.console })('error', new Error('x'))
    expect(received).toHaveLength(0)
    expect(out.lines).toEqual([])
  })

  it('never throws when the service is down', async () => {
    const out = quiet()
    await expect(createErrorReporter({ host: 'http://127.0.0.1:9', console: out.console })('error', new Error('x'))).resolves.toBeUndefined()
  })
})
