/**
 * The path an internal link leads to on its own site, or undefined for a link elsewhere (another host, mailto:,
 * a fragment on the same page, a protocol-relative URL). Query and fragment are dropped and a trailing slash
 * removed, as the site's middleware removes it.
 */
export function internalPath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return undefined
  const path = href.replace(/[?#].*$/, '')
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** Every internal path that content links to: `href` values of link fields and links inside rich text, at any depth. */
export function linkedPaths(content: unknown, into = new Set<string>()): Set<string> {
  const stack: unknown[] = [content]
  while (stack.length) {
    const value = stack.pop()
    if (typeof value === 'string') {
      for (const m of value.matchAll(/href="([^"]*)"/g)) add(into, m[1]!.replace(/&amp;/g, '&'))
    } else if (Array.isArray(value)) stack.push(...value)
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'href' && typeof inner === 'string') add(into, inner)
        else stack.push(inner)
      }
    }
  }
  return into
}

function add(into: Set<string>, href: string): void {
  const path = internalPath(href)
  if (path) into.add(path)
}

/** Whether a site path names a file the site serves rather than a page: hashed assets, public files, uploads. */
export const isFilePath = (path: string) => /^\/(?:assets|demo|media)\/|\.[a-z0-9]{2,5}$/i.test(path)
