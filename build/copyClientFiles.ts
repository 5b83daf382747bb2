import { cp, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The compiled site's browser files into the static folder every build serves from. Hashed assets (`assets/`) are
 * named by their bytes, so one already there is the same file and is left alone (and open tabs of older builds
 * keep theirs). The other files keep their names from release to release (`/voix-boot.js`, the favicon, demo
 * pictures): each is replaced when its bytes changed, through a temporary file and a rename, so a request reads
 * the old file or the new one, never half of one.
 */
export async function copyClientFiles(clientDir: string, staticDir: string): Promise<void> {
  await cp(join(clientDir, 'assets'), join(staticDir, 'assets'), { recursive: true, force: false, errorOnExist: false })
  const replace = async (rel: string): Promise<void> => {
    const entries = await readdir(join(clientDir, rel), { withFileTypes: true })
    await mkdir(join(staticDir, rel), { recursive: true })
    for (const entry of entries) {
      const path = join(rel, entry.name)
      if (path === 'assets') continue
      if (entry.isDirectory()) {
        await replace(path)
        continue
      }
      const bytes = await readFile(join(clientDir, path))
      const current = await readFile(join(staticDir, path)).catch(() => undefined)
      if (current?.equals(bytes)) continue
      const temp = join(staticDir, `${path}.${process.pid}.tmp`)
      await writeFile(temp, bytes)
      await rename(temp, join(staticDir, path))
    }
  }
  await replace('')
}
