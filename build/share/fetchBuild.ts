import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Storage } from '../../catalogue/model/storage.ts'
import { fillFromStorage } from '../../catalogue/storage/fillFromStorage.ts'
import { listBuilds } from '../deploy/pruneBuilds.ts'
import { mergeImageIndex } from '../images/mergeImageIndex.ts'
import { outputPaths } from '../outputPaths.ts'
import { inParallel } from './inParallel.ts'
import { fileOf, finishedKey, imageIndexKey, objectKeys } from './sharedKeys.ts'

export interface FetchState {
  /** The size and time of the shared resize index last merged here. */
  mergedImageIndex?: string
}

/** Downloads at once: each is a small file, so the time is the round trips. */
const downloads = 16
/** A fetch folder older than this was left by a killed process: no fetch takes that long. */
const staleMs = 10 * 60_000

/**
 * Makes a build that is whole in shared storage whole on this instance too, downloading only what it lacks: the
 * build's own folder (into a temporary one, renamed into place once complete, as a local build is) unless it is here
 * already, the stored pages it refers to and the hashed static files that are not (a cleared cache may have removed
 * some of a kept build's). Stored pages and static files are content-addressed: one already here is the same bytes.
 * Nothing is made live here; the caller flips to the build once this has returned.
 */
export async function fetchBuild(storage: Storage, outRoot: string, buildId: string, state: FetchState = {}): Promise<void> {
  const paths = outputPaths(outRoot)
  const here = listBuilds(outRoot).includes(buildId)
  const temp = join(paths.builds, `.fetch-${buildId}-${process.pid}`)
  const buildDir = here ? paths.build(buildId) : temp
  try {
    if (!here) {
      const keys: string[] = []
      for await (const { key } of storage.list(`builds/${buildId}/`)) keys.push(key)
      if (!keys.includes(finishedKey(buildId))) throw new Error(`build ${buildId} is not whole in ${storage.name}: it has no ${finishedKey(buildId)}`)
      clearStaleFetches(paths.builds)
      rmSync(temp, { recursive: true, force: true })
      const prefix = `builds/${buildId}/`
      await inParallel(keys, downloads, async (key) => {
        if (!(await fillFromStorage(storage, key, join(temp, ...key.slice(prefix.length).split('/'))))) throw new Error(`${key} went from ${storage.name} while it was fetched`)
      })
    }
    const pages = [...objectKeys(outRoot, buildDir)].filter((key) => !existsSync(fileOf(outRoot, key)))
    await inParallel(pages, downloads, async (key) => {
      if (!(await fillFromStorage(storage, key, fileOf(outRoot, key)))) throw new Error(`build ${buildId} in ${storage.name} refers to a stored page it does not hold: ${key}`)
    })
    const statics: string[] = []
    for await (const { key } of storage.list('static/')) if (!existsSync(fileOf(outRoot, key))) statics.push(key)
    await inParallel(statics, downloads, (key) => fillFromStorage(storage, key, fileOf(outRoot, key)))
    // What the other instance resized, so a build here does not resize it again; read when it changed.
    const index = await storage.head(imageIndexKey)
    const stamp = index && `${index.size}:${index.modified}`
    if (stamp && stamp !== state.mergedImageIndex) {
      const text = await storage.get(imageIndexKey)
      if (text) mergeImageIndex(outRoot, Buffer.from(text).toString('utf8'))
      state.mergedImageIndex = stamp
    }
    if (!here) renameSync(temp, paths.build(buildId))
  } catch (error) {
    rmSync(temp, { recursive: true, force: true })
    throw error
  }
}

function clearStaleFetches(buildsDir: string): void {
  if (!existsSync(buildsDir)) return
  for (const name of readdirSync(buildsDir)) {
    if (!name.startsWith('.fetch-')) continue
    const dir = join(buildsDir, name)
    if (Date.now() - (statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? 0) > staleMs) rmSync(dir, { recursive: true, force: true })
  }
}
