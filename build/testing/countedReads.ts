import { snapshotDirSource, type SnapshotSource, type SourcePage } from '../source/snapshotSource.ts'

/**
 * A snapshot folder's source that records the ids of the pages a build asks it to read, whether it reads their
 * texts itself or the render workers read them where it says they are.
 */
export function countedReads(dir: string): { source: SnapshotSource; read: string[] } {
  const source = snapshotDirSource(dir)
  const read: string[] = []
  const count = (pages: readonly SourcePage[]) => read.push(...pages.map((p) => p.id!))
  return { source: { ...source, texts: (pages) => (count(pages), source.texts!(pages)), places: (pages) => (count(pages), source.places!(pages)) }, read }
}
