import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { s3Storage, type S3StorageOptions } from '../s3Storage.ts'

export interface TestS3Server {
  /** The options that reach its bucket (path style, its fixed test credentials). */
  options: S3StorageOptions
  /** From now on a PUT of a key this matches (the bucket's own key, without the bucket) fails with a 500, as a broken store would. */
  failPuts(match: ((key: string) => boolean) | undefined): void
  /** The same for GETs of objects. */
  failGets(match: ((key: string) => boolean) | undefined): void
  /** The keys of the PUTs and GETs it has answered, in order, so a test can see what was uploaded or fetched. */
  readonly puts: string[]
  readonly gets: string[]
  close(): Promise<void>
}

/**
 * A real S3 protocol server in this process (s3rver: S3's REST API over HTTP, objects kept in a temporary folder),
 * with one empty bucket, for tests of the S3 storage through the AWS SDK itself rather than a mock of it.
 */
export async function startS3Server(bucket = 'voix-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'voix-s3-'))
  const s3 = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }], vhostBuckets: false })
  await s3.configureBuckets()
  const handle = s3.callback()
  let failing: ((key: string) => boolean) | undefined
  let failingGets: ((key: string) => boolean) | undefined
  const fail = (res: import('node:http').ServerResponse) =>
    res.writeHead(500, { 'Content-Type': 'application/xml' }).end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>failed on purpose by the test</Message></Error>')
  const puts: string[] = []
  const gets: string[] = []
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname)
    const key = path.startsWith(`/${bucket}/`) ? path.slice(bucket.length + 2) : ''
    if (req.method === 'PUT' && key) {
      if (failing?.(key)) {
        req.resume()
        return fail(res)
      }
      puts.push(key)
    }
    if (req.method === 'GET' && key) {
      if (failingGets?.(key)) return fail(res)
      gets.push(key)
    }
    handle(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    options: { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } },
    failPuts(match) {
      failing = match
    },
    failGets(match) {
      failingGets = match
    },
    puts,
    gets,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      s3.logger?.exceptions?.unhandle()
      s3.logger?.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

/** A fresh S3 server and the storage on its bucket, for a test file's beforeAll. */
export async function startS3Storage(bucket?: string) {
  const server = await startS3Server(bucket)
  return { server, storage: s3Storage(server.options) }
}
