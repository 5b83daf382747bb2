// s3rver ships no types: the little of it that the tests' S3 server uses.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface S3rverOptions {
    directory: string
    silent?: boolean
    configureBuckets?: { name: string }[]
    allowMismatchedSignatures?: boolean
    vhostBuckets?: boolean
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    configureBuckets(): Promise<void>
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    logger?: { close(): void; exceptions?: { unhandle(): void } }
  }
}
