let last = 0

/** Now as an ISO timestamp, strictly increasing within the process so records made in one millisecond still sort in order. */
export function now(): string {
  const t = Math.max(Date.now(), last + 1)
  last = t
  return new Date(t).toISOString()
}
