import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { blockingChecks } from '../../../catalogue/model/pageProblems.ts'
import { findElement } from '../../../catalogue/model/operations/index.ts'
import type { PageProblem } from '../../../catalogue/model/pageProblems.ts'
import { api } from '../../api/client.ts'
import { usePageStore, useEditor } from '../EditorContext.ts'
import { isDirty } from '../store/createPageStore.ts'
import { useIdle } from '../../shell/useIdle.ts'
import { elementLabel } from '../tree/flattenTree.ts'
import { ProblemPlace } from './ProblemPlace.tsx'

const kindLabel: Record<PageProblem['kind'], string> = {
  'broken-link': 'Link leads nowhere',
  'missing-alt': 'Image without alt text',
  'several-h1': 'More than one main heading',
  'skipped-heading': 'Heading level skipped',
  'heavy-image': 'Heavy image',
  'shared-section': 'Shared section missing',
}

// Long enough not to render the page on the server for every key; short enough to follow a change as it is made.
const recheckAfterMs = 1200

/** A number that goes up once a value has stopped changing for `ms`: 0 for the value first seen. */
function useDebouncedRevision(value: unknown, ms: number): number {
  const [revision, setRevision] = useState(0)
  const first = useRef(value)
  useEffect(() => {
    if (value === first.current) return
    const timer = setTimeout(() => setRevision((r) => r + 1), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return revision
}

/**
 * The page's problems before it is published, next to the publish buttons: the page as last saved is rendered on
 * the server as the build would render it and checked (links, alt text, headings, image weights). Checked again
 * once an edit pauses, or on demand; each problem names its block as the element tree does (and selects it), and
 * links to where it is fixed (ProblemPlace).
 */
export function PublishChecks() {
  const store = usePageStore()
  const pageId = useEditor((s) => s.history.present.id)
  const savedVersion = useEditor((s) => s.savedVersion)
  const elements = useEditor((s) => s.history.present.elements)
  // The server renders the page to check it: started once the editor has painted, so a server on the same
  // machine (npm start) does not render it while the editor opens.
  const idle = useIdle()
  // Every change that could affect them checks again, once the editor pauses: a revision of the page on screen.
  const present = useEditor((s) => s.history.present)
  const revision = useDebouncedRevision(present, recheckAfterMs)
  const settings = useQuery({ queryKey: ['publish-checks'], queryFn: api.getPublishChecks, staleTime: 60_000 })
  const blocking = settings.data ? blockingChecks(settings.data) : new Set<string>()
  const checks = useQuery({
    queryKey: ['page-checks', pageId, savedVersion, revision],
    enabled: idle,
    // The saved page is checked where it is stored: a 500-element page is not sent back on opening or after a save.
    queryFn: () => {
      const state = store.getState()
      return isDirty(state) ? api.checkPage(state.history.present) : api.checkSavedPage(state.history.present.id)
    },
    retry: false,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  })
  const problems = checks.data?.problems ?? []
  const blockOf = (p: PageProblem) => {
    const found = p.element ? findElement(elements, p.element) : undefined
    return found ? elementLabel(found.element) : p.block
  }
  return (
    <section className="publish-checks" aria-label="Before publishing">
      <div className="publish-checks__head">
        <strong>Before publishing</strong>{' '}
        <span role="status">
          {checks.isPending || checks.isFetching
            ? 'Checking the page…'
            : checks.isError
              ? `The page could not be checked: ${checks.error.message}`
              : problems.length
                ? `${problems.length} problem${problems.length === 1 ? '' : 's'} to fix`
                : 'No problems found'}
        </span>{' '}
        <button type="button" disabled={checks.isFetching} onClick={() => void checks.refetch()} title="Checks the page as it is now, unsaved changes included">
          Check again
        </button>
      </div>
      {problems.length > 0 && (
        <ul className="publish-checks__list">
          {problems.map((p, i) => {
            const block = blockOf(p)
            return (
              <li key={i} data-kind={p.kind}>
                <strong>{kindLabel[p.kind]}</strong>
                {blocking.has(p.kind) && <em className="publish-checks__blocking"> (stops publishing)</em>}
                {block && (
                  <>
                    {' in '}
                    {p.element && findElement(elements, p.element) ? (
                      <button type="button" className="publish-checks__block" onClick={() => store.getState().selectElements([p.element!])}>
                        {block}
                      </button>
                    ) : (
                      <em>{block}</em>
                    )}
                  </>
                )}
                : {p.message}
                {p.fix && (
                  <>
                    {' '}
                    <ProblemPlace fix={p.fix} />
                  </>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
