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

/** The only entries a backup file may hold: anything else (another path, a link, a folder outside media/) is refused. */
export function isBackupEntry(path: string): boolean {
  const clean = path.replace(/^\.\//, '')
  return clean === manifestEntry || clean === databaseEntry.sqlite || clean === databaseEntry.postgres || clean === 'media' || clean === 'media/' || (clean.startsWith('media/') && mediaFileName.test(clean.slice('media/'.length)))
}
