import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../build/testing/freePort.ts'
import { keepAliveMs, listen } from './createServer.ts'

/*
 * The server listens where HOST says, by default on this machine's loopback only: the demo's generated admin is not
 * reachable from the network. Checked by where the sockets are bound (no other interface is ever contacted).
 */
describe('listen', () => {
  const app = new Hono().get('/', (c) => c.text('here'))

  it('binds only loopback addresses for the default HOST (localhost), and answers there', async () => {
    const port = await freePort()
    const server = await listen(app, port)
    try {
      const bound = server.servers.map((s) => (s.address() as AddressInfo).address)
      expect(bound.length).toBeGreaterThan(0)
      for (const address of bound) expect(['127.0.0.1', '::1']).toContain(address)
      expect(bound).not.toContain('0.0.0.0')
      expect(bound).not.toContain('::')
      expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('here')
    } finally {
      server.close()
    }
  })

  it('binds the address HOST names', async () => {
    const port = await freePort()
    const server = await listen(app, port, '127.0.0.1')
    try {
      expect(server.servers.map((s) => (s.address() as AddressInfo).address)).toEqual(['127.0.0.1'])
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('here')
    } finally {
      server.close()
    }
  })

  it('keeps an idle connection open longer than the clients and proxies that pool connections (60 s)', async () => {
    const server = await listen(app, await freePort(), '127.0.0.1')
    try {
      expect(keepAliveMs).toBeGreaterThan(60_000)
      for (const s of server.servers as import('node:http').Server[]) {
        expect(s.keepAliveTimeout).toBe(keepAliveMs)
        expect(s.headersTimeout).toBeGreaterThan(s.keepAliveTimeout)
      }
    } finally {
      server.close()
    }
  })
})
