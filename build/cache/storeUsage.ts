import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Bytes and files under a folder (or of one file), counted recursively; nothing when it does not exist. */
export function storeUsage(path: string): { bytes: number; entries: number } {
  const usage = { bytes: 0, entries: 0 }
  const top = existsSync(path) ? statSync(path, { throwIfNoEntry: false }) : undefined
  if (!top) return usage
  if (top.isFile()) return { bytes: top.size, entries: 1 }
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const stat = statSync(join(entry.parentPath, entry.name), { throwIfNoEntry: false })
    if (!stat) continue
    usage.bytes += stat.size
    usage.entries++
  }
  return usage
}
