import type { Where } from './render/workerProtocol.ts'

/**
 * A build that failed, naming where: site, page, element and field (as far as known). Nothing went live.
 * `retry`: the failure was not the content's (a render worker died), so the same build may well succeed again.
 */
export class BuildError extends Error {
  override name = 'BuildError'
  readonly retry: boolean
  constructor(
    message: string,
    readonly where: Where & { site?: string },
    options: { retry?: boolean } = {},
  ) {
    super(message)
    this.retry = options.retry === true
  }
}
