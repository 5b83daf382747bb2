let last = 0
/** How far the product's clock is moved from the machine's (the `clock` setting, for tests of scheduled work). */
let offsetMs = 0

/** Move the clock (content-api/schedule/clockSetting.ts keeps it equal to the stored setting). */
export function setClockOffset(ms: number): void {
  offsetMs = ms
}

/** Now in milliseconds, with the clock setting applied. */
export function nowMs(): number {
  return Date.now() + offsetMs
}

/** Now as an ISO timestamp, strictly increasing within the process so records made in one millisecond still sort in order. */
export function now(): string {
  const t = Math.max(nowMs(), last + 1)
  last = t
  return new Date(t).toISOString()
}
