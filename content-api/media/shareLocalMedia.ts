import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { mediaKey, type Storage } from '../../catalogue/model/storage.ts'
import { mediaTypeOf } from './storeMedia.ts'

/** An upload or its focal point, as storeMedia.ts and mediaRoutes.ts name them; temporary files start with '.'. */
const stored = /^[0-9a-f]{64}\.(?:[a-z0-9]+|focus\.json)$/

/**
 * Puts into shared storage the uploads (and focal points) of this instance's media folder that it lacks: those made
 * before the instance shared its storage, or while the bucket was set to another one. Without this the other instances
 * would answer 404 for them and builds there would fail on them. Answers how many it put.
 */
export async function shareLocalMedia(storage: Storage, mediaDir: string): Promise<number> {
  let names: string[]
  try {
    names = (await readdir(mediaDir)).filter((name) => stored.test(name))
  } catch {
    return 0
  }
  const there = new Set<string>()
  for await (const { key } of storage.list(mediaKey(''))) there.add(key)
  let put = 0
  for (const name of names) {
    if (there.has(mediaKey(name))) continue
    const ext = name.slice(name.indexOf('.') + 1)
    const type = ext === 'focus.json' ? 'application/json' : mediaTypeOf(ext)
    await storage.put(mediaKey(name), await readFile(join(mediaDir, name)), type ? { contentType: type } : {})
    put++
  }
  return put
}
