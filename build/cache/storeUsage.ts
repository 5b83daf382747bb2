import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Bytes and files under a folder, counted recursively; nothing when it does not exist. */
export function storeUsage(dir: string): { bytes: number; entries: number } {
  const usage = { bytes: 0, entries: 0 }
  if (!existsSync(dir)) return usage
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const stat = statSync(join(entry.parentPath, entry.name), { throwIfNoEntry: false })
    if (!stat) continue
    usage.bytes += stat.size
    usage.entries++
  }
  return usage
}
