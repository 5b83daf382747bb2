export interface Remaining {
  days: number
  hours: number
  minutes: number
  seconds: number
  done: boolean
}

/** Time left from `now` until `end` (ms since the epoch), in whole units; all zero once it has passed. */
export function remaining(end: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((end - now) / 1000))
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  }
}
