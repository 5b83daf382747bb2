import { readCookie, writeCookie } from '../auth/cookies.ts'
import { defaultThemeColor } from '../editor/store/adminState.ts'

export const themeCookie = 'voix-theme-color'

/** The admin theme colour (platform.md §9): #4338ca unless the editor chose another, kept in a cookie. */
export function readThemeColor(): string {
  const stored = readCookie(themeCookie)
  return stored && /^#[0-9a-fA-F]{6}$/.test(stored) ? stored : defaultThemeColor
}

export function applyThemeColor(color: string): void {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) throw new Error(`Theme colour '${color}' must be a hex colour such as #4338ca`)
  writeCookie(themeCookie, color)
  document.documentElement.style.setProperty('--studio-theme', color)
}
