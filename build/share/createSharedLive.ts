import type { Storage } from '../../catalogue/model/storage.ts'
import { writeCollectionDumps } from '../collections/writeCollectionDumps.ts'
import { listBuilds, pruneBuilds } from '../deploy/pruneBuilds.ts'
import { flipLive, liveBuildId } from '../flipLive.ts'
import { fetchBuild, type FetchState } from './fetchBuild.ts'
import { pruneShared } from './pruneShared.ts'
import { shareBuild, type ShareState } from './shareBuild.ts'
import { readLivePointer } from './livePointer.ts'

export interface SharedLive {
  /**
   * After a build of this instance went live here: makes it live for every instance (shareBuild), then prunes shared
   * storage. When it cannot be shared, this instance goes back to the build the pointer names, so that no instance
   * serves a build the others do not, and the error says so.
   */
  share(buildId: string): Promise<void>
  /** Checks the pointer once; when another instance moved it, fetches that build and makes it live here. Answers the build live here. */
  follow(): Promise<string | undefined>
  /** Follows the pointer every `intervalMs` (a second by default) until stopped. */
  start(intervalMs?: number): void
  stop(): Promise<void>
}

/**
 * One per output root and process: the live build of this instance kept to the one shared storage points at. Shares
 * and follows run one at a time, so a fetch never flips over a build this instance is sharing. A pointer is acted on
 * when it changes, not whenever it differs from the local one: between a local build going live and its share writing
 * the pointer, the old pointer must not flip this instance back.
 */
export function createSharedLive({ storage, outRoot, keep = 5, onError = () => {} }: { storage: Storage; outRoot: string; keep?: number; onError?: (error: Error) => void }): SharedLive {
  let seen: string | undefined
  let chain: Promise<unknown> = Promise.resolve()
  const state: ShareState & FetchState = {}
  let timer: NodeJS.Timeout | undefined
  let running = false

  function serial<T>(task: () => Promise<T>): Promise<T> {
    const result = chain.then(task)
    chain = result.catch(() => undefined)
    return result
  }

  function makeLive(buildId: string) {
    // The collections' info names the build; made from the code, so written here rather than shared.
    writeCollectionDumps(outRoot, buildId)
    flipLive(outRoot, buildId)
  }

  const shared: SharedLive = {
    share: (buildId) =>
      serial(async () => {
        try {
          await shareBuild({ storage, outRoot, buildId, state })
        } catch (error) {
          const pointer = await readLivePointer(storage).catch(() => undefined)
          if (pointer && pointer.id !== buildId && listBuilds(outRoot).includes(pointer.id)) makeLive(pointer.id)
          const back = pointer ? `build ${pointer.id} stays live on every instance` : 'the other instances keep the build they serve'
          throw new Error(`build ${buildId} could not be shared (${(error as Error).message}); ${back}`, { cause: error })
        }
        seen = buildId
        if (liveBuildId(outRoot) !== buildId) makeLive(buildId)
        // Housekeeping, after the share has answered (the build is live everywhere by then): listing every stored
        // page of a large site takes a while. A failure leaves extra builds in storage, for the next share to remove.
        void serial(() => pruneShared(storage, outRoot, keep).catch((error: unknown) => onError(error as Error)))
      }),
    follow: () =>
      serial(async () => {
        const pointer = await readLivePointer(storage)
        if (!pointer || pointer.id === seen) return liveBuildId(outRoot)
        const before = liveBuildId(outRoot)
        if (before !== pointer.id) {
          await fetchBuild(storage, outRoot, pointer.id, state)
          // A build of this instance went live meanwhile: it is newer, and its share moves the pointer next.
          if (liveBuildId(outRoot) !== before) return liveBuildId(outRoot)
          makeLive(pointer.id)
          pruneBuilds(outRoot, Math.max(1, keep))
        }
        seen = pointer.id
        return pointer.id
      }),
    start(intervalMs = 1000) {
      running = true
      let lastError = ''
      const tick = () => {
        timer = setTimeout(() => {
          shared
            .follow()
            .then(() => {
              lastError = ''
            })
            .catch((error: unknown) => {
              // Said once, not every second, while storage stays unreachable.
              const message = (error as Error).message
              if (message !== lastError) onError(error as Error)
              lastError = message
            })
            .finally(() => {
              if (running) tick()
            })
        }, intervalMs)
        timer.unref()
      }
      tick()
    },
    async stop() {
      running = false
      clearTimeout(timer)
      await chain
    },
  }
  return shared
}
