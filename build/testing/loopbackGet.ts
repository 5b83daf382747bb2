import { request } from 'node:http'

export interface LoopbackAnswer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

/**
 * One GET to a server on 127.0.0.1 with the Host header a browser would send for `host` (fetch resolves no
 * `*.localhost` names and will not set Host), redirects not followed, the path sent exactly as written.
 */
export function loopbackGet(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers: { host: `${host}:${port}`, 'accept-encoding': 'identity', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const flat: Record<string, string> = {}
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}
