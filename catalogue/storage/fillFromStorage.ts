import { randomUUID } from 'node:crypto'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { Storage } from '../model/storage.ts'

/** Fills in flight, by file: a page of twenty uses of one photo fetches it once. */
const filling = new Map<string, Promise<boolean>>()

/**
 * Makes sure a local file that caches a key of shared storage is there: true when it was, or when it was fetched from
 * the storage now; false when the storage has no such key either. Only for keys whose bytes never change (content-
 * addressed media, stored pages, hashed assets): a file once there is taken as it is. Written to a unique temporary
 * name and renamed, so a reader never finds half of it.
 */
export function fillFromStorage(storage: Storage, key: string, file: string): Promise<boolean> {
  let found = filling.get(file)
  if (!found) {
    found = fill(storage, key, file).finally(() => filling.delete(file))
    filling.set(file, found)
  }
  return found
}

async function fill(storage: Storage, key: string, file: string): Promise<boolean> {
  if (await stat(file).then((s) => s.isFile(), () => false)) return true
  const bytes = await storage.get(key)
  if (!bytes) return false
  await mkdir(dirname(file), { recursive: true })
  const temp = join(dirname(file), `.${basename(file)}.${randomUUID()}.tmp`)
  try {
    await writeFile(temp, bytes)
    await rename(temp, file)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  return true
}
