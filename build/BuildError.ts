import type { Where } from './render/workerProtocol.ts'

/** A build that failed, naming where: site, page, element and field (as far as known). Nothing went live. */
export class BuildError extends Error {
  override name = 'BuildError'
  constructor(
    message: string,
    readonly where: Where & { site?: string },
  ) {
    super(message)
  }
}
