import type { BuildLocation, BuildProblemKind } from '../catalogue/model/buildProblem.ts'
import type { Where } from './render/workerProtocol.ts'

/**
 * A build that failed, naming where (site, page path, element, component and field, as far as known) and whose
 * problem it is: `content` an editor can fix, `internal` ours. Nothing went live. `retry`: the failure was not the
 * content's (a render worker died), so the same build may well succeed again.
 */
export class BuildError extends Error {
  override name = 'BuildError'
  readonly retry: boolean
  readonly kind: BuildProblemKind
  constructor(
    message: string,
    readonly where: BuildLocation,
    options: { retry?: boolean; kind?: BuildProblemKind } = {},
  ) {
    super(message)
    this.retry = options.retry === true
    this.kind = options.kind ?? (this.retry ? 'internal' : 'content')
  }
}

/**
 * A location as the render workers name it (`page` is '<site slug><path>', see renderWorker.ts) in the build's
 * terms: site and path apart. `slugs` are the build's sites, so a path is never taken for a slug.
 */
export function locationOf(where: Where | undefined, slugs: ReadonlySet<string>): BuildLocation {
  if (!where) return {}
  const { page: named, element, component, field } = where
  const slash = named?.indexOf('/') ?? -1
  const slug = named !== undefined && slash > 0 && slugs.has(named.slice(0, slash)) ? named.slice(0, slash) : undefined
  const page = named === undefined ? undefined : slug ? named.slice(slash) : named
  return { ...(slug ? { site: slug } : {}), ...(page ? { page } : {}), ...(element ? { element } : {}), ...(component ? { component } : {}), ...(field ? { field } : {}) }
}
