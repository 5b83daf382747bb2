import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { checkStorageKey, type Storage } from '../model/storage.ts'

export interface S3StorageOptions {
  bucket: string
  /** Keys go under this folder of the bucket ('' for its root), so several deployments may share one bucket. */
  prefix?: string
  region: string
  /** An S3-compatible server's address (MinIO, R2, Ceph…); AWS's own when unset. */
  endpoint?: string
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`: most S3-compatible servers need it. */
  forcePathStyle?: boolean
  /** Given in tests; otherwise the SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

const status = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
const notFound = (error: unknown) => status(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error).name)

/**
 * Storage in an S3 bucket, through the AWS SDK. A PUT is atomic in S3 (an object is whole or absent), which is what
 * the interface promises. Checksums are sent and checked only where S3 requires them: several S3-compatible servers
 * refuse the SDK's newer default of a checksum trailer on every upload.
 */
export function s3Storage(options: S3StorageOptions): Storage {
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : ''
  const name = `s3://${options.bucket}/${prefix}${options.endpoint ? ` at ${options.endpoint}` : ''}`
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable endpoint fails in seconds with a message, rather than hanging a request or the start.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 3,
  })
  const Bucket = options.bucket
  const objectKey = (key: string) => prefix + checkStorageKey(key)
  const failed = (what: string, error: unknown): Error =>
    new Error(`the shared storage ${name} could not ${what}: ${(error as Error).message || (error as Error).name}${status(error) ? ` (HTTP ${status(error)})` : ''}`, { cause: error })

  return {
    name,
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }))
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array()
      } catch (error) {
        if (notFound(error)) return undefined
        throw failed(`read ${key}`, error)
      }
    },
    async put(key, body, { contentType } = {}) {
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: typeof body === 'string' ? Buffer.from(body) : body, ...(contentType ? { ContentType: contentType } : {}) }))
      } catch (error) {
        throw failed(`write ${key}`, error)
      }
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }))
        return { key, size: answer.ContentLength ?? 0, modified: answer.LastModified?.getTime() ?? 0 }
      } catch (error) {
        if (notFound(error)) return undefined
        throw failed(`look up ${key}`, error)
      }
    },
    async *list(listPrefix) {
      if (listPrefix) checkStorageKey(listPrefix.replace(/\/$/, ''))
      // The first ListObjects, paged by the last key seen: every S3-compatible server has it, where the second one's
      // continuation tokens are missing or broken on some.
      let Marker: string | undefined
      do {
        let answer
        try {
          answer = await client.send(new ListObjectsCommand({ Bucket, Prefix: prefix + listPrefix, ...(Marker ? { Marker } : {}) }))
        } catch (error) {
          throw failed(`list ${listPrefix || 'its keys'}`, error)
        }
        const items = answer.Contents ?? []
        for (const item of items) if (item.Key) yield { key: item.Key.slice(prefix.length), size: item.Size ?? 0, modified: item.LastModified?.getTime() ?? 0 }
        Marker = answer.IsTruncated ? items.at(-1)?.Key : undefined
      } while (Marker)
    },
    async delete(keys) {
      // S3 deletes at most a thousand keys a request.
      for (let at = 0; at < keys.length; at += 1000) {
        const batch = keys.slice(at, at + 1000)
        try {
          const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true } }))
          const refused = answer.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? []
          if (refused.length) throw new Error(`${refused.length} refused, the first ${refused[0]!.Key}: ${refused[0]!.Message ?? refused[0]!.Code}`)
        } catch (error) {
          throw failed(`delete ${batch.length} keys`, error)
        }
      }
    },
  }
}
