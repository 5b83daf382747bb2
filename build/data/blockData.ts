import type { RenderNode, RenderSlice } from '../../catalogue/blocks/renderTree.ts'
import type { ModelQuery } from '../../catalogue/model/element.ts'
import { isOfferLive } from '../../catalogue/blocks/specials/special-offers/offerImages.ts'
import { toBookingResorts } from '../../catalogue/blocks/shared/booking.ts'
import { pressReleasesOf } from '../../catalogue/blocks/press/press-release-list/publishedPressReleases.ts'
import type { SnapshotMeta } from '../source/snapshotSource.ts'

/** What a database-backed block's data is drawn from; a page holding one is re-rendered when these change. */
export type Collection = 'specials' | 'posts' | 'resorts' | 'brands' | 'factSheets' | 'pages'

export interface DataContext {
  meta: SnapshotMeta
  siteId: string
  locale: string
  /** The build's day, YYYY-MM-DD: offers that ended before it are left out. */
  today: string
}

interface BlockData {
  collections: Collection[]
  resolve(values: Record<string, unknown>, ctx: DataContext): unknown
}

/**
 * The database-backed blocks, by component; each resolver follows the data contract its block documents beside
 * its definition (SpecialOffersData, BlogListData). Explicit, like the block registry.
 */
export const blockData: Record<string, BlockData> = {
  SpecialsSpecialOffers: {
    collections: ['specials'],
    resolve(values, { meta, today }) {
      const byId = new Map(meta.specials.map((s) => [s.id, s]))
      const ids = Array.isArray(values.specials) ? (values.specials as string[]) : []
      return ids.flatMap((id) => {
        const offer = byId.get(id)
        return offer && isOfferLive(offer.endDate, today) ? [offer] : []
      })
    },
  },
  GlobalFactSheets: {
    collections: ['factSheets'],
    // Every published fact sheet of the page's language; the block's style picks corporate ones or all.
    resolve(_values, { meta, locale }) {
      return meta.factSheets.filter((f) => f.locale === locale)
    },
  },
  // A site's booking bar offers its own resorts; a site with none of its own (the family's) offers them all.
  GlobalInlineBookingWidget: { collections: ['resorts'], resolve: (_values, { meta, siteId }) => toBookingResorts(ownResorts(meta.resorts, siteId)) },
  GlobalFlightWidget: { collections: ['resorts'], resolve: (_values, { meta }) => toBookingResorts(meta.resorts) },
  GlobalBookingSummary: { collections: ['resorts'], resolve: (_values, { meta }) => toBookingResorts(meta.resorts) },
  GlobalBookingExcludeResorts: {
    collections: ['resorts'],
    // The studio stores resort ids; the page needs their booking codes. Unknown ids (a deleted resort) drop out.
    resolve(values, { meta }) {
      const ids = Array.isArray(values.resorts) ? (values.resorts as string[]) : []
      return toBookingResorts(meta.resorts.filter((r) => ids.includes(r.id)))
    },
  },
  // The releases are read from the published pages when the snapshot is exported (PublishedSnapshot.pressReleases).
  PressReleaseList: { collections: ['pages'], resolve: (_values, { meta, siteId, locale }) => pressReleasesOf(meta.pressReleases, siteId, locale) },
  BlogsBlogList: {
    collections: ['posts'],
    resolve(values, { meta, siteId, locale }) {
      return meta.posts
        .filter((p) => p.site_id === siteId && p.postType === values.postType && p.locale === locale && p.publishedAt !== null)
        .sort((a, b) => (b.publishedAt! < a.publishedAt! ? -1 : b.publishedAt! > a.publishedAt! ? 1 : 0))
    },
  },
}

function ownResorts<T extends { site_id: string | null }>(resorts: readonly T[], siteId: string): readonly T[] {
  const own = resorts.filter((r) => r.site_id === siteId)
  return own.length ? own : resorts
}

const queryCollections: Record<ModelQuery['model'], Collection> = {
  posts: 'posts',
  specials: 'specials',
  resorts: 'resorts',
  brands: 'brands',
  'fact-sheets': 'factSheets',
  pages: 'pages',
}

export function queryCollection(query: ModelQuery): Collection {
  return queryCollections[query.model]
}

/** Records of a query element: the model's records of this site (or of every site), filtered, ordered, limited. */
function runQuery(query: ModelQuery, ctx: DataContext): unknown[] {
  const collection = queryCollection(query)
  if (collection === 'pages') return []
  let records = (ctx.meta[collection] as Record<string, unknown>[]).filter((r) => !('site_id' in r) || r.site_id === null || r.site_id === ctx.siteId)
  for (const { key, operator, value } of query.where) {
    records = records.filter((r) => {
      const v = r[key]
      switch (operator) {
        case '=':
        case 'eq':
          return v === value
        case '!=':
        case 'ne':
          return v !== value
        case 'in':
          return Array.isArray(value) && value.includes(v)
        case 'contains':
          return Array.isArray(v) ? v.includes(value) : typeof v === 'string' && typeof value === 'string' && v.includes(value)
        default:
          return true
      }
    })
  }
  if (query.orderBy) {
    const [key, dir] = query.orderBy.split(/\s+/)
    const sign = dir?.toLowerCase() === 'desc' ? -1 : 1
    records = [...records].sort((a, b) => (String(a[key!]) < String(b[key!]) ? -sign : String(a[key!]) > String(b[key!]) ? sign : 0))
  }
  return records.slice(0, query.limit)
}

/** Fill `data` of every database-backed slice and query element of a resolved tree, in place. */
export function attachBlockData(nodes: RenderNode[], ctx: DataContext): void {
  for (const node of nodes) {
    if (node.kind === 'group') {
      attachBlockData(node.children, ctx)
      continue
    }
    const slice: RenderSlice = node
    if (slice.query) slice.data = runQuery(slice.query, ctx)
    else if (blockData[slice.component]) slice.data = blockData[slice.component]!.resolve(slice.values, ctx)
    for (const children of Object.values(slice.slots)) attachBlockData(children, ctx)
  }
}
