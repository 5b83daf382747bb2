/** Times as editors write them: '3:00 p.m.', '3 pm', '12:00 p.m.' or the 24-hour '15:00'. */
const twelveHour = /^\s*(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*([ap])\.?\s*m\.?\s*$/i
const twentyFourHour = /^\s*([01]?\d|2[0-3]):([0-5]\d)\s*$/

/** The 24-hour 'HH:MM' a <time datetime> needs, or undefined when the text is not a time of day. */
export function toIsoTime(text: string): string | undefined {
  const h12 = twelveHour.exec(text)
  if (h12) {
    const hour = (Number(h12[1]) % 12) + (h12[3]!.toLowerCase() === 'p' ? 12 : 0)
    return `${String(hour).padStart(2, '0')}:${h12[2] ?? '00'}`
  }
  const h24 = twentyFourHour.exec(text)
  return h24 ? `${h24[1]!.padStart(2, '0')}:${h24[2]}` : undefined
}

/** The same pattern as a field validator, so the studio refuses what the component could not mark up. */
export const clockTimePattern = new RegExp(`(?:${twelveHour.source.slice(1, -1)})|(?:${twentyFourHour.source.slice(1, -1)})`, 'i')
