/**
 * Experience points: how much a visitor has seen of each topic, kept by tag in local storage under
 * `voix:{tag}` as an integer. Viewing a page adds one point per page tag; a slice scrolled into view adds one
 * per slice tag (once per page view).
 */
const prefix = 'voix:'

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    // Storage can be blocked (privacy settings); points then simply do not accumulate.
    return undefined
  }
}

export function getPoints(tag: string): number {
  const n = Number.parseInt(storage()?.getItem(prefix + tag) ?? '', 10)
  return Number.isFinite(n) ? n : 0
}

export function addPoints(tags: readonly string[], points = 1): void {
  const store = storage()
  if (!store) return
  for (const tag of new Set(tags)) {
    try {
      store.setItem(prefix + tag, String(getPoints(tag) + Math.trunc(points)))
    } catch {
      return // quota exceeded: keep what is stored
    }
  }
}

/** Every tag with points, for the debug page. */
export function allPoints(): Record<string, number> {
  const store = storage()
  const out: Record<string, number> = {}
  if (!store) return out
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (key?.startsWith(prefix)) out[key.slice(prefix.length)] = getPoints(key.slice(prefix.length))
  }
  return out
}

/** Watches the page's tagged slices and adds their points the first time each is seen. */
export function watchSliceViews(root: ParentNode): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {}
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      addPoints((entry.target as HTMLElement).dataset.xpTags!.split(','))
    }
  })
  root.querySelectorAll('[data-xp-tags]').forEach((el) => observer.observe(el))
  return () => observer.disconnect()
}
