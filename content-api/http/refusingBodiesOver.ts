import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from './ApiError.ts'

/**
 * Refuses a body over `maxSize` bytes with 413 before it is read. The answer says `Connection: close`, and the
 * server closes the connection after it: the rest of the body is still on its way, so the connection cannot carry
 * another request, and a client told "keep-alive" would send its next request into a closed socket.
 */
export function refusingBodiesOver(maxSize: number, message: string): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      c.header('Connection', 'close')
      throw new ApiError(413, message)
    },
  })
}
