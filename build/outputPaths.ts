import { join } from 'node:path'

/**
 * Where things live under the output root:
 *   builds/<buildId>/hosts.json                          host → site slug, and the default site
 *   builds/<buildId>/sites/<slug>/<path>/index.html      a page
 *   builds/<buildId>/sites/<slug>/<path>/_payload.json   its payload
 *   builds/<buildId>/sites/<slug>/builds/latest.json     { id, timestamp }
 *   builds/<buildId>/sites/<slug>/builds/meta/<id>.json  route-rule manifest
 *   live -> builds/<buildId>                             the one pointer that makes a build live
 *   static/                                              hashed assets of every build, never pruned, shared
 */
export const outputPaths = (outRoot: string) => ({
  builds: join(outRoot, 'builds'),
  build: (id: string) => join(outRoot, 'builds', id),
  live: join(outRoot, 'live'),
  static: join(outRoot, 'static'),
})

/** The directory of a page path inside a site's folder: '/' → '', '/rooms/suite' → 'rooms/suite'. */
export function pageDir(path: string): string {
  return path === '/' ? '' : path.slice(1)
}
