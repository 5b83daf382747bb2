import type { BuildManifest } from './BuildManifest.ts'

export interface BuildWatcherOptions {
  buildId: string
  /** How often to ask whether a new build is live; the spec leaves it open, a minute keeps it cheap. */
  intervalMs?: number
  /** When to fetch this build's route-rule manifest (after the page has settled). */
  manifestDelayMs?: number
  onNewBuild?: (id: string) => void
  fetch?: typeof fetch
}

/**
 * Polls `/builds/latest.json?{timestamp}` to notice a new build under an open tab, and fetches this build's
 * manifest `/builds/meta/{buildId}.json` about a second after start.
 */
export function watchBuilds({ buildId, intervalMs = 60_000, manifestDelayMs = 1000, onNewBuild, fetch: get = fetch }: BuildWatcherOptions) {
  let newBuild: string | undefined
  let manifest: BuildManifest | undefined
  const check = async () => {
    if (newBuild) return
    try {
      const response = await get(`/builds/latest.json?${Date.now()}`, { cache: 'no-store' })
      if (!response.ok) return
      const { id } = (await response.json()) as { id?: unknown }
      if (typeof id === 'string' && id !== buildId) {
        newBuild = id
        onNewBuild?.(id)
      }
    } catch {
      // Offline or mid-deploy: ask again next time.
    }
  }
  const manifestTimer = setTimeout(async () => {
    try {
      const response = await get(`/builds/meta/${encodeURIComponent(buildId)}.json`)
      if (response.ok) manifest = (await response.json()) as BuildManifest
    } catch {
      // Without the manifest, navigation still works; only its redirect rules wait for the next page load.
    }
  }, manifestDelayMs)
  const timer = setInterval(check, intervalMs)
  const onVisible = () => document.visibilityState === 'visible' && void check()
  document.addEventListener('visibilitychange', onVisible)
  return {
    check,
    get newBuild() {
      return newBuild
    },
    get manifest() {
      return manifest
    },
    stop() {
      clearTimeout(manifestTimer)
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    },
  }
}
export type BuildWatcher = ReturnType<typeof watchBuilds>
