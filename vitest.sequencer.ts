import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that take longest (each starts the product, builds the whole demo or runs a CI pipeline), longest
 * first, as measured in a whole run. Two workers share the files; if one of these started last, the other worker
 * would sit idle while it ran. vitest orders by recorded durations only when it has them (never on a clean clone,
 * where it orders by file size), so these start first in any case; a file not named here is only scheduled after.
 */
export const longestFiles = [
  'scripts/cli/ciFlow.test.ts',
  'scripts/backup/backupRestore.test.ts',
  'scripts/severalInstances.test.ts',
  'scripts/backup/backupRestorePostgres.test.ts',
]

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (spec: TestSpecification) => {
      const at = longestFiles.indexOf(relative(spec.project.config.root, spec.moduleId))
      return at === -1 ? longestFiles.length : at
    }
    // Array.prototype.sort is stable: the other files keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}
