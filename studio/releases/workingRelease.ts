import { readCookie, writeCookie } from '../auth/cookies.ts'

/**
 * The release being worked on, kept in the `voix-release-preview` cookie (platform.md §4: "the release id is kept
 * in the cookie voix-release-preview and restored on load"). The release preview sets the same cookie, so a
 * release opened in its preview is the one the studio offers first. It holds an id only, never the secret.
 */
export const workingReleaseCookie = 'voix-release-preview'

/** The id kept, if any; checked against the open releases by whoever uses it. */
export const readWorkingRelease = (): string | undefined => {
  const id = readCookie(workingReleaseCookie)
  return id && /^[\w-]{1,100}$/.test(id) ? id : undefined
}

/** Keeps the release worked on for the next load (30 days, like a working session, not a sign-in). */
export const keepWorkingRelease = (id: string): void => writeCookie(workingReleaseCookie, id, 30 * 24 * 60 * 60)
