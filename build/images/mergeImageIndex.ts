import { randomUUID } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DerivedImage } from './imageLookup.ts'

/** The resize index (createImageDeriver.ts): source, size and recipe → the resized file, so none is resized twice. */
export const imageIndexFile = (outRoot: string) => join(outRoot, 'image-cache.json')

const isDerived = (value: unknown): value is DerivedImage =>
  typeof value === 'object' && value !== null && typeof (value as DerivedImage).src === 'string' && typeof (value as DerivedImage).width === 'number' && typeof (value as DerivedImage).height === 'number'

/**
 * Adds to this output root's resize index the entries another instance's index has and this one lacks, so a build here
 * does not resize again what a build there resized (the files themselves come with the shared static files). An entry
 * only says which file a resize made, the same on every instance; the deriver still checks the file is there before
 * trusting one. Answers how many it added.
 */
export function mergeImageIndex(outRoot: string, text: string): number {
  let theirs: unknown
  try {
    theirs = JSON.parse(text)
  } catch {
    return 0
  }
  if (typeof theirs !== 'object' || theirs === null) return 0
  let ours: Record<string, DerivedImage> = {}
  try {
    ours = JSON.parse(readFileSync(imageIndexFile(outRoot), 'utf8')) as Record<string, DerivedImage>
  } catch {
    // None yet, or unreadable: theirs is as good a start.
  }
  let added = 0
  for (const [key, image] of Object.entries(theirs))
    if (!(key in ours) && isDerived(image)) {
      ours[key] = { src: image.src, width: image.width, height: image.height }
      added++
    }
  if (added) {
    const temp = `${imageIndexFile(outRoot)}.${randomUUID()}.tmp`
    writeFileSync(temp, JSON.stringify(ours))
    renameSync(temp, imageIndexFile(outRoot))
  }
  return added
}
