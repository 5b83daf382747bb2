/** Admin cookies the studio writes itself (the theme colour, platform.md §9): kept 150 days, on every path. */
export const authCookieMaxAge = 150 * 24 * 60 * 60

export function readCookie(name: string, source = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

export function writeCookie(name: string, value: string, maxAgeSeconds = authCookieMaxAge): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict`
}
