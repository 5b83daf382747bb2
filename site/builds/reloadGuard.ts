/** After a new build, an old tab may ask for code that is gone: these are the browsers' words for that. */
const chunkError = /ChunkLoadError|Loading (?:CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

export function isChunkError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return chunkError.test(message)
}

export const reloadWindowMs = 10_000
export const freshMarker = 'voix-fresh'
const key = 'voix-reload'

interface Stored {
  path: string
  at: number
}

/**
 * Reload once to get the new build's code, but at most once per path in 10 s, so a page that keeps failing
 * shows its error instead of reloading forever. Adds a fresh-marker query parameter (unless there) so no
 * cache along the way answers with the old HTML. Returns whether it reloaded.
 */
export function reloadOnce(path: string, { now = Date.now(), storage = sessionStorage, assign = (url: string) => location.assign(url) } = {}): boolean {
  const target = new URL(path, location.href)
  let last: Stored | undefined
  try {
    last = JSON.parse(storage.getItem(key) ?? 'null') as Stored | undefined
  } catch {
    last = undefined
  }
  if (last && last.path === target.pathname && now - last.at < reloadWindowMs) return false
  storage.setItem(key, JSON.stringify({ path: target.pathname, at: now }))
  if (!target.searchParams.has(freshMarker)) target.searchParams.set(freshMarker, String(now))
  assign(target.href)
  return true
}
