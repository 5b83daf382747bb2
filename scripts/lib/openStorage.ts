import type { Storage } from '../../catalogue/model/storage.ts'
import { s3Storage } from '../../catalogue/storage/s3Storage.ts'
import type { StorageSettings } from './storageSettings.ts'

/**
 * The shared storage the settings name, checked by listing it once, so that a bucket that cannot be reached, does
 * not exist or refuses the credentials stops the start with a message naming the settings to look at, rather than the
 * first upload or publish failing. Undefined for `STORAGE=local`: nothing is shared and nothing changes.
 */
export async function openStorage(settings: StorageSettings): Promise<Storage | undefined> {
  if (settings.kind === 'local') return undefined
  const { kind: _kind, ...options } = settings
  const storage = s3Storage(options)
  try {
    for await (const _ of storage.list('live.json')) break
  } catch (error) {
    throw new Error(`${(error as Error).message}. Check S3_ENDPOINT, S3_BUCKET, S3_REGION and the AWS credentials (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)`, { cause: error })
  }
  return storage
}
