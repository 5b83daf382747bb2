/**
 * Whether `value` is plain JSON that vike's serializer (@brillout/json-serializer) writes exactly as
 * JSON.stringify does: it rewrites undefined, non-finite numbers, dates, maps, sets, bigints and strings starting
 * with '!' into its own '!…' forms, so a value holding any of those must go through vike itself.
 */
export function isPlainJson(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      return value.charCodeAt(0) !== 33 // '!'
    case 'number':
      return Number.isFinite(value)
    case 'boolean':
      return true
    case 'object': {
      if (value === null) return true
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!isPlainJson(value[i])) return false
        return true
      }
      const proto = Object.getPrototypeOf(value)
      if (proto !== Object.prototype && proto !== null) return false
      for (const key in value) if (!isPlainJson((value as Record<string, unknown>)[key])) return false
      return true
    }
    default:
      return false
  }
}

/** vike's HTML-script-safe escaping of serialized JSON: '<' and '/' never appear raw inside the script tag. */
export function escapeForScript(json: string): string {
  return json.replaceAll('<', '\\u003c').replaceAll('/', '\\/')
}
