import { join } from 'node:path'

/**
 * Where things live under the output root:
 *   builds/<buildId>/hosts.json                          host → site slug, and the default site
 *   builds/<buildId>/report.json                         the machine-readable build report
 *   builds/<buildId>/sites/<slug>/routes.json            page path → where its files are stored (see storedAt)
 *   builds/<buildId>/sites/<slug>/extras.json            the same for extra pages (previews, debug; '404')
 *   builds/<buildId>/sites/<slug>/_redirects             CDN-style redirects: "from to status" per line
 *   builds/<buildId>/sites/<slug>/builds/latest.json     { id, timestamp }
 *   builds/<buildId>/sites/<slug>/builds/meta/<id>.json  route-rule manifest
 *   objects/<k[0:2]>/<key>.page                          a page's HTML and payload in one file, by the hash of its inputs
 *   objects/packs/<pack>.pack                            pages of versioned sources, one after another (see PageWriter)
 *   live -> builds/<buildId>                             the one pointer that makes a build live
 *   static/                                              hashed assets of every build, never pruned, shared
 *   static/assets/img/<hash>.webp                        resized uploads (build/images), named by their bytes
 *   image-cache.json                                     source, size and recipe → resized file, so none is resized twice
 *
 * Content pages are stored once per distinct input (content-addressed) and shared by every build that has them,
 * so a publish writes only the pages that changed plus a small route map. Their files hold `buildIdToken` where
 * the build id goes; whoever serves or exports them puts the live build's id in its place. A page is one file
 * (build/cache/pageObject.ts) because inodes were a fifth of a render worker's time; the `.page` name keeps the
 * folders earlier versions stored apart: they count as not stored, and pruning removes them. Pages of versioned
 * sources go into packs instead, since making any file costs more than writing a page: the build's page index
 * finds them again by version, where pages without versions are found again by key, so those keep a file each.
 */
export const outputPaths = (outRoot: string) => ({
  builds: join(outRoot, 'builds'),
  build: (id: string) => join(outRoot, 'builds', id),
  live: join(outRoot, 'live'),
  static: join(outRoot, 'static'),
  objects: join(outRoot, 'objects'),
  object: (key: string) => join(outRoot, 'objects', key.slice(0, 2), `${key}.page`),
  pack: (pack: string) => join(outRoot, 'objects', 'packs', `${pack}.pack`),
})

/**
 * Where a build's route maps say a page is: `<key>` for a page in its own file, `<key>@<pack>:<offset>` for one
 * in a pack. The key (the hash of its inputs) comes first either way: two references to the same key are the
 * same page.
 */
export function storedAt(outRoot: string, ref: string): { key: string; file: string; offset?: number } {
  const at = ref.indexOf('@')
  if (at < 0) return { key: ref, file: outputPaths(outRoot).object(ref) }
  const colon = ref.lastIndexOf(':')
  return { key: ref.slice(0, at), file: outputPaths(outRoot).pack(ref.slice(at + 1, colon)), offset: Number(ref.slice(colon + 1)) }
}

/** Stands for the build id inside stored page files: only [a-z-], so every escaping leaves it as it is. */
export const buildIdToken = 'voix-build-id-placeholder-qzx'

/** The directory of a page path inside a site's folder: '/' → '', '/rooms/suite' → 'rooms/suite'. */
export function pageDir(path: string): string {
  return path === '/' ? '' : path.slice(1)
}
