import type { PageSummary } from '../../catalogue/model/pageSummary.ts'

/**
 * A page's status as visitors get it: "Published" only when the live build made the published version; a page the
 * build could not make is "Not live", with why and what visitors see instead.
 */
export function PageStatus({ page }: { page: Pick<PageSummary, 'published' | 'not_live' | 'draft_changed'> }) {
  if (!page.published) return <>Draft, not live</>
  if (!page.not_live)
    return page.draft_changed ? <span title="The saved draft differs from the live page: publish it to put the changes live">Published, changes not live</span> : <>Published</>
  return (
    <div className="page-status page-status--not-live">
      <strong>Not live</strong>
      <p>
        {page.not_live.kept ? 'Visitors still see the last version that could be published. ' : 'Visitors get no page at this address. '}
        {page.not_live.message}
      </p>
    </div>
  )
}
