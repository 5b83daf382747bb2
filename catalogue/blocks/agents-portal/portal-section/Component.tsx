import { useEffect, useRef, useState } from 'react'
import type { BlockComponent } from '../../defineBlock.ts'
import { RichText } from '../../shared/RichText.tsx'
import { destinations, type Destination } from '../shared-options.ts'
import type { portalSectionDefinition } from './definition.ts'

const filterAttr = 'data-filter-destination'

const PortalSection: BlockComponent<typeof portalSectionDefinition> = ({ values, slots, field }) => {
  const body = useRef<HTMLDivElement>(null)
  const [present, setPresent] = useState<Destination[]>([])
  const [chosen, setChosen] = useState<Destination | 'all'>('all')

  // The children are other blocks: the section learns which destinations they carry from the rendered DOM.
  useEffect(() => {
    if (!values.showFilters || !body.current) return
    const found = new Set([...body.current.querySelectorAll(`[${filterAttr}]`)].map((el) => el.getAttribute(filterAttr) as Destination))
    setPresent((Object.keys(destinations) as Destination[]).filter((d) => found.has(d)))
  }, [values.showFilters])

  useEffect(() => {
    if (!body.current) return
    for (const el of body.current.querySelectorAll<HTMLElement>(`[${filterAttr}]`))
      el.closest<HTMLElement>('.v-slice')!.hidden = chosen !== 'all' && el.getAttribute(filterAttr) !== chosen
  }, [chosen])

  return (
    <section className={`v-ap-section${values.bottomBorder ? ' v-ap-section--border' : ''}`}>
      {values.title && <h2 {...field('title')}>{values.title}</h2>}
      <RichText className="v-ap-section__copy" html={values.copy} />
      {values.showFilters && present.length > 1 && (
        <div className="v-ap-section__filters" role="group" aria-label="Filter by destination">
          {(['all', ...present] as const).map((d) => (
            <button key={d} type="button" aria-pressed={chosen === d} onClick={() => setChosen(d)}>
              {d === 'all' ? 'All destinations' : destinations[d]}
            </button>
          ))}
        </div>
      )}
      <div ref={body} className="v-ap-section__body">
        {slots.default}
      </div>
    </section>
  )
}
export default PortalSection
