/** Paths the site's client navigation leaves to the browser: the studio, the API, build files, previews. */
const ownPaths = /^\/(?:voix(?:\/|$)|api(?:\/|$)|builds\/|preview-release\/|assets\/)/

export function isContentPath(pathname: string): boolean {
  return !ownPaths.test(pathname) && !/\.[a-z0-9]{2,5}$/i.test(pathname)
}
