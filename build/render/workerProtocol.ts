import type { ExtraPage } from '../extraPages.ts'
import type { ImageLookup } from '../images/imageLookup.ts'
import type { TextPlace } from '../source/snapshotSource.ts'
import type { SeoFacts } from '../seo/seoFacts.ts'

/** What a render worker needs for one build; sent at the start of each build to the long-lived workers. */
export interface WorkerSetup {
  bundleDir: string
  outRoot: string
  /** The snapshot without its pages, as JSON text. */
  meta: string
  /** Hash of the compiled site bundle: part of every page's cache key. */
  codeHash: string
  /** The build's day, YYYY-MM-DD. */
  today: string
  /** Whether pages were already parsed by the snapshot schema (an in-memory snapshot) or must be (text on disk). */
  validated: boolean
  /** Whether repeated elements' HTML may come from the fragment cache (see fragmentCache.ts). */
  fragments: boolean
}

export type RenderRequest =
  | { kind: 'setup'; seq: number; setup: WorkerSetup }
  /** `images`: the derived files of the page's local images, only for pages that have some. */
  /** `expect`: the page the text must be (its source listed it by id and site), checked before it is used. */
  /**
   * `pack`: store the page in the worker's pack (a versioned page, which the next build finds by its version);
   * `previous`: where the live build stored this page, reused if its key is still the same.
   */
  | ({ kind: 'page'; seq: number; images?: ImageLookup; expect?: { id: string; siteId: string }; pack?: boolean; previous?: string } & ({ json: string } | { at: TextPlace }))
  | { kind: 'extra'; seq: number; slug: string; page: ExtraPage }

export interface Where {
  page?: string
  element?: string
  component?: string
  field?: string
}

export type RenderReply =
  /** `uses`: for content pages, the collections their data came from, comma-separated (see collectionsUsed). */
  /** `fragments`: how many of a rendered page's top-level elements came from the fragment cache. */
  /** `seo`: for content pages, what the sitemap and the pre-publish checks need of them. */
  | { ok: true; site: string; path: string; key: string; rendered: boolean; bytes: number; extra?: boolean; uses?: string; fragments?: number; seo?: SeoFacts }
  /** `stopped`: no answer at all, the worker died (the build is retried); otherwise the page itself failed. */
  | { ok: false; message: string; where?: Where; stopped?: true }
