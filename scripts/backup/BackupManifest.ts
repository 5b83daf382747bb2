import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

/** `manifest.json`, the first entry of a backup file: what it holds, checked before anything is restored. */
export const BackupManifest = z
  .object({
    format: z.literal('voix-backup'),
    version: z.literal(1),
    createdAt: z.string(),
    database: z.enum(['sqlite', 'postgres']),
    /** How many uploads it holds (files under media/). */
    media: z.number().int().min(0),
  })
  .strict()
export type BackupManifest = z.infer<typeof BackupManifest>

export const manifestEntry = 'manifest.json'
export const databaseEntry = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const
export const mediaEntry = (name: string) => `media/${name}`
/** An upload (by its SHA-256 and extension) or its focal point: what media/ holds that is worth keeping. */
export const mediaFileName = /^[0-9a-f]{64}(\.focus\.json|\.[a-z0-9]{2,5})$/

/** The folder of agents-only uploads inside media/ (content-api/media/mediaRoutes.ts `agentMediaDir`). */
export const agentsFolder = 'agents'
const mediaFolders = new Set(['media', `media/${agentsFolder}`])

/** An upload's path inside media/ worth keeping: one of its own files, or one of the agents-only folder. */
export const isMediaPath = (path: string) => mediaFileName.test(path.startsWith(`${agentsFolder}/`) ? path.slice(agentsFolder.length + 1) : path)

/** The only entries a backup file may hold: anything else (another path, a link, a folder outside media/) is refused. */
export function isBackupEntry(path: string): boolean {
  const clean = path.replace(/^\.\//, '').replace(/\/$/, '')
  return clean === manifestEntry || clean === databaseEntry.sqlite || clean === databaseEntry.postgres || mediaFolders.has(clean) || (clean.startsWith('media/') && isMediaPath(clean.slice('media/'.length)))
}

/** The uploads worth keeping under a media folder, as paths inside it (agents-only ones under `agents/`). */
export function keptMediaPaths(mediaDir: string): string[] {
  const inFolder = (folder: string, prefix: string) =>
    existsSync(folder) ? readdirSync(folder).filter((name) => mediaFileName.test(name) && statSync(join(folder, name)).isFile()).map((name) => prefix + name) : []
  return [...inFolder(mediaDir, ''), ...inFolder(join(mediaDir, agentsFolder), `${agentsFolder}/`)]
}
