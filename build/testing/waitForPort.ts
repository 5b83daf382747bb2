import { connect } from 'node:net'

/**
 * Resolves once something accepts connections on the loopback port (a server a test started is up); rejects when
 * `gone` says why the server stopped, or after `ms`.
 */
export function waitForPort(port: number, ms: number, gone: () => string | undefined = () => undefined): Promise<void> {
  const until = Date.now() + ms
  return new Promise((done, fail) => {
    const attempt = () => {
      const why = gone()
      if (why !== undefined) return fail(new Error(why))
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        done()
      })
      socket.once('error', () => {
        socket.destroy()
        if (Date.now() > until) fail(new Error(`nothing listened on port ${port} within ${ms} ms`))
        else setTimeout(attempt, 50)
      })
    }
    attempt()
  })
}
