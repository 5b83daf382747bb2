import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { checkStorageKey, type Storage, type StoredEntry } from '../model/storage.ts'

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR'

/** Temporary files of writes in flight: no key can name one, since no key segment starts with '.'. */
const tempPrefix = '.tmp-'

/**
 * Storage in a folder: a key is the file at that relative path. Written to a unique temporary name and renamed, so a
 * reader finds a file whole or not at all, and two writers of one key each finish whole (the last rename wins).
 */
export function folderStorage(root: string): Storage {
  const fileOf = (key: string) => join(root, ...checkStorageKey(key).split('/'))

  async function* walk(dir: string, base: string): AsyncGenerator<StoredEntry> {
    let names: string[]
    try {
      names = await readdir(dir)
    } catch (error) {
      if (missing(error)) return
      throw error
    }
    for (const name of names.sort()) {
      if (name.startsWith(tempPrefix)) continue
      // Gone since the folder was read: a delete in between.
      const s = await stat(join(dir, name)).catch(() => undefined)
      if (!s) continue
      const key = base ? `${base}/${name}` : name
      if (s.isDirectory()) yield* walk(join(dir, name), key)
      else yield { key, size: s.size, modified: s.mtimeMs }
    }
  }

  return {
    name: root,
    async get(key) {
      try {
        return await readFile(fileOf(key))
      } catch (error) {
        if (missing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined
        throw error
      }
    },
    async put(key, body) {
      const file = fileOf(key)
      await mkdir(dirname(file), { recursive: true })
      const temp = join(dirname(file), `${tempPrefix}${randomUUID()}`)
      try {
        await writeFile(temp, body)
        await rename(temp, file)
      } catch (error) {
        await rm(temp, { force: true })
        throw error
      }
    },
    async head(key) {
      try {
        const s = await stat(fileOf(key))
        return s.isFile() ? { key, size: s.size, modified: s.mtimeMs } : undefined
      } catch (error) {
        if (missing(error)) return undefined
        throw error
      }
    },
    async *list(prefix) {
      if (prefix) checkStorageKey(prefix.replace(/\/$/, ''))
      // Walk only the folder the prefix lies in; the rest of its last segment filters names.
      const slash = prefix.lastIndexOf('/')
      const folder = prefix.slice(0, slash + 1)
      for await (const entry of walk(join(root, ...folder.split('/').filter(Boolean)), folder.replace(/\/$/, ''))) if (entry.key.startsWith(prefix)) yield entry
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })))
    },
  }
}
