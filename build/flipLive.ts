import { readlinkSync, renameSync, symlinkSync, unlinkSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { outputPaths } from './outputPaths.ts'

/**
 * Make a build live by one atomic rename of a symlink: a request sees the old build or the new one,
 * never a mix, and a crash at any point leaves one of the two in place.
 */
export function flipLive(outRoot: string, buildId: string): void {
  const paths = outputPaths(outRoot)
  const temp = join(outRoot, `.live-${process.pid}-${Date.now()}`)
  symlinkSync(relative(outRoot, paths.build(buildId)), temp)
  try {
    renameSync(temp, paths.live)
  } catch (error) {
    unlinkSync(temp)
    throw error
  }
}

export function liveBuildId(outRoot: string): string | undefined {
  try {
    return basename(readlinkSync(outputPaths(outRoot).live))
  } catch {
    return undefined
  }
}
