import { existsSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { Storage } from '../../catalogue/model/storage.ts'
import { imageIndexFile } from '../images/mergeImageIndex.ts'
import { outputPaths } from '../outputPaths.ts'
import { inParallel } from './inParallel.ts'
import { readLivePointer, writeLivePointer } from './livePointer.ts'
import { fileOf, finishedKey, imageIndexKey, localKeys, objectKeys, sharedObjectKeys } from './sharedKeys.ts'

/** Uploads at once: each is a small file, so the time is the round trips. */
const uploads = 16

export interface ShareState {
  /** Keys of `static/` known to be in the storage (listed there once, then added to as this process uploads). */
  staticKeys?: Set<string>
  /** The size and time of the resize index last uploaded: unchanged, it is not uploaded again. */
  uploadedImageIndex?: string
}

/**
 * Makes a build that is live on this instance live for every instance sharing `storage`. Uploads what the storage
 * lacks, in an order that keeps it whole for readers at every moment: the hashed static files and the stored pages the
 * build refers to (only those no build already there refers to: they are content-addressed, so a key there is the same
 * bytes), then the build's own folder with its `hosts.json` last (from then on the build counts as whole there), and
 * only then the live pointer. A failure or a kill at any point leaves the pointer at the build it was, which stays
 * whole, and a later share uploads what is missing.
 */
export async function shareBuild({ storage, outRoot, buildId, state = {} }: { storage: Storage; outRoot: string; buildId: string; state?: ShareState }): Promise<void> {
  const paths = outputPaths(outRoot)
  const buildDir = paths.build(buildId)
  if (!existsSync(fileOf(outRoot, finishedKey(buildId)))) throw new Error(`build ${buildId} is not a finished build in ${outRoot}`)
  const put = async (key: string) => storage.put(key, await readFile(fileOf(outRoot, key)))

  if (!(await storage.head(finishedKey(buildId)))) {
    if (!state.staticKeys) {
      const listed = new Set<string>()
      for await (const { key } of storage.list('static/')) listed.add(key)
      state.staticKeys = listed
    }
    const known = state.staticKeys
    await inParallel(
      (await localKeys(outRoot, paths.static)).filter((key) => !known.has(key)),
      uploads,
      async (key) => {
        await put(key)
        known.add(key)
      },
    )
    // After the resized files it names: the other instances then need not resize them again.
    const index = statSync(imageIndexFile(outRoot), { throwIfNoEntry: false })
    const stamp = index && `${index.size}:${index.mtimeMs}`
    if (stamp && stamp !== state.uploadedImageIndex) {
      await storage.put(imageIndexKey, await readFile(imageIndexFile(outRoot)), { contentType: 'application/json' })
      state.uploadedImageIndex = stamp
    }
    // The pages of the build the pointer names are there (it was shared whole); a publish changes a few of them.
    const pointer = await readLivePointer(storage)
    const there = pointer ? (existsSync(paths.build(pointer.id)) ? objectKeys(outRoot, paths.build(pointer.id)) : await sharedObjectKeys(storage, outRoot, pointer.id)) : new Set<string>()
    const objects = [...objectKeys(outRoot, buildDir)].filter((key) => !there.has(key))
    const missing = objects.filter((key) => !existsSync(fileOf(outRoot, key)))
    if (missing.length) throw new Error(`build ${buildId} refers to ${missing.length} stored pages this instance does not have (the first ${missing[0]})`)
    await inParallel(objects, uploads, put)
    const own = (await localKeys(outRoot, buildDir)).filter((key) => key !== finishedKey(buildId))
    await inParallel(own, uploads, put)
    await put(finishedKey(buildId))
  }
  await writeLivePointer(storage, buildId)
}
