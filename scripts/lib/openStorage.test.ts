import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, type TestS3Server } from '../../catalogue/storage/testing/startS3Server.ts'
import { openStorage } from './openStorage.ts'

let s3: TestS3Server
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(() => s3.close())

describe('openStorage', () => {
  it('opens nothing for local storage', async () => {
    expect(await openStorage({ kind: 'local' })).toBeUndefined()
  })

  it('opens a bucket it can reach', async () => {
    const storage = (await openStorage({ kind: 's3', ...s3.options }))!
    await storage.put('hello.txt', 'hi')
    expect(Buffer.from((await storage.get('hello.txt'))!).toString()).toBe('hi')
  })

  it('stops the start with the cause and the settings to check when the bucket cannot be reached', async () => {
    await expect(openStorage({ kind: 's3', ...s3.options, endpoint: 'http://127.0.0.1:9' })).rejects.toThrow(
      /^the shared storage s3:\/\/voix-test\/ at http:\/\/127\.0\.0\.1:9 could not list live\.json: .*ECONNREFUSED.*\. Check S3_ENDPOINT, S3_BUCKET, S3_REGION and the AWS credentials/,
    )
    await expect(openStorage({ kind: 's3', ...s3.options, bucket: 'not-there' })).rejects.toThrow(/s3:\/\/not-there\/ .*could not list live\.json: .*(NoSuchBucket|does not exist).*Check S3_ENDPOINT, S3_BUCKET/i)
    await expect(openStorage({ kind: 's3', ...s3.options, credentials: { accessKeyId: 'NOT-OURS', secretAccessKey: 'S3RVER' } })).rejects.toThrow(/could not list live\.json: .*Access Key Id.*\(HTTP 403\)\. Check S3_ENDPOINT/)
  })
})
