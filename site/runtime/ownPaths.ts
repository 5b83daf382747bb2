/**
 * Paths the site's client navigation leaves to the browser: the studio, the API, build files, previews, and the
 * agent portal's sign-in, sign-out and auth return path, which the server answers.
 */
const ownPaths = /^\/(?:voix(?:\/|$)|api(?:\/|$)|auth\/|builds\/|preview-release\/|assets\/)/

export function isContentPath(pathname: string): boolean {
  return !ownPaths.test(pathname) && !/\.[a-z0-9]{2,5}$/i.test(pathname)
}
