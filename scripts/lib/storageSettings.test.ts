import { describe, expect, it } from 'vitest'
import { readSettings } from './settings.ts'
import { readStorageSettings } from './storageSettings.ts'

describe('readStorageSettings', () => {
  it('shares nothing by default', () => {
    expect(readStorageSettings({})).toEqual({ kind: 'local' })
    expect(readStorageSettings({ STORAGE: 'local', S3_BUCKET: 'ignored' })).toEqual({ kind: 'local' })
    expect(readSettings({}).storage).toEqual({ kind: 'local' })
  })

  it('reads a bucket on an S3-compatible server', () => {
    expect(readStorageSettings({ STORAGE: 's3', S3_BUCKET: 'voix-media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'prod/' })).toEqual({
      kind: 's3',
      bucket: 'voix-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: 'prod',
    })
    expect(readStorageSettings({ STORAGE: 's3', S3_BUCKET: 'voix-media', AWS_REGION: 'eu-west-1' })).toEqual({ kind: 's3', bucket: 'voix-media', region: 'eu-west-1', forcePathStyle: false })
    expect(readStorageSettings({ STORAGE: 's3', S3_BUCKET: 'voix-media', S3_REGION: 'eu-central-1', AWS_REGION: 'eu-west-1' })).toMatchObject({ region: 'eu-central-1' })
  })

  it('names the bad setting and what it must be', () => {
    expect(() => readStorageSettings({ STORAGE: 'S3' })).toThrow("STORAGE must be 'local' (the default: media and builds in DATA_DIR only) or 's3' (shared in a bucket), got 'S3'")
    expect(() => readStorageSettings({ STORAGE: 's3' })).toThrow('S3_BUCKET must name the bucket when STORAGE=s3')
    expect(() => readStorageSettings({ STORAGE: 's3', S3_BUCKET: 'My_Bucket' })).toThrow("S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, got 'My_Bucket'")
    expect(() => readStorageSettings({ STORAGE: 's3', S3_BUCKET: 'voix', S3_ENDPOINT: 'minio:9000' })).toThrow("S3_ENDPOINT must be an http(s) address like https://s3.example.com, without credentials in it, got 'minio:9000'")
    expect(() => readStorageSettings({ STORAGE: 's3', S3_BUCKET: 'voix', S3_ENDPOINT: 'http://key:secret@minio:9000' })).toThrow('S3_ENDPOINT must be an http(s) address')
    expect(() => readStorageSettings({ STORAGE: 's3', S3_BUCKET: 'voix', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow("S3_FORCE_PATH_STYLE must be 'true' or 'false', got 'sometimes'")
    expect(() => readStorageSettings({ STORAGE: 's3', S3_BUCKET: 'voix', S3_REGION: 'Europe West' })).toThrow("S3_REGION must be a region name like eu-west-1, got 'Europe West'")
    expect(() => readStorageSettings({ STORAGE: 's3', S3_BUCKET: 'voix', S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: '../up' })).toThrow("S3_PREFIX must be a folder of the bucket like 'voix/production', got '../up'")
    expect(() => readStorageSettings({ STORAGE: 's3', S3_BUCKET: 'voix' })).toThrow('S3_REGION (or AWS_REGION) must be set when STORAGE=s3 uses AWS itself')
    // Through the settings every command reads, so a start fails before it opens anything.
    expect(() => readSettings({ STORAGE: 's3' })).toThrow('S3_BUCKET must name the bucket')
  })
})
