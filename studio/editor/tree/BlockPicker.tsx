import { useEffect, useMemo, useRef, useState } from 'react'
import { blockGroupLabels, type BlockDefinition, type BlockGroup } from '../../../catalogue/blocks/defineBlock.ts'
import { listBlockDefinitions } from '../../../catalogue/blocks/definitions.ts'
import { sectionBlock } from '../../../catalogue/model/sections/expandSections.ts'
import type { StoredSection } from '../../sections/sectionApi.ts'
import { SectionPicks } from '../../sections/SectionPicks.tsx'

/** Blocks the page's layout may use (a block lists its layouts; '*' is every one), by group. A shared section is placed from the sections, not as a block. */
export function blocksForLayout(layout: string, allows?: readonly string[]): Map<string, BlockDefinition[]> {
  const groups = new Map<string, BlockDefinition[]>()
  for (const d of listBlockDefinitions()) {
    if (d.component === sectionBlock) continue
    if (!d.layouts.includes('*') && !(d.layouts as readonly string[]).includes(layout)) continue
    if (allows && !allows.includes(d.component)) continue
    groups.set(d.group, [...(groups.get(d.group) ?? []), d])
  }
  return groups
}

export interface PickerProps {
  title: string
  layout: string
  allows?: readonly string[]
  onPick: (component: string, values?: Record<string, unknown>) => void
  onGroup?: () => void
  /** Where sections can go: shown above the blocks. */
  onSection?: (section: StoredSection) => void
  onClose: () => void
}

export function BlockPicker({ title, layout, allows, onPick, onGroup, onSection, onClose }: PickerProps) {
  const [filter, setFilter] = useState('')
  const groups = useMemo(() => blocksForLayout(layout, allows), [layout, allows])
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  const q = filter.trim().toLowerCase()
  const matches = (d: BlockDefinition) => !q || `${d.name} ${d.description} ${d.tags.join(' ')} ${d.component}`.toLowerCase().includes(q)
  return (
    <div className="modal" role="dialog" aria-modal="true" aria-label={title} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="modal__box picker">
        <div className="studio__heading">
          <h2>{title}</h2>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
        <input
          ref={input}
          type="search"
          placeholder="Search blocks"
          aria-label="Search blocks"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            // Enter takes the block named exactly as typed, else the first that matches.
            const shown = [...groups.values()].flat().filter(matches)
            const best = shown.find((d) => d.name.toLowerCase() === q) ?? shown[0]
            if (best) onPick(best.component, best.templates[0]?.values as Record<string, unknown> | undefined)
          }}
        />
        {onGroup && (
          <button type="button" onClick={onGroup}>
            Add an empty group
          </button>
        )}
        {onSection && <SectionPicks filter={filter} onPick={onSection} />}
        {[...groups].map(([group, blocks]) => {
          const shown = blocks.filter(matches)
          if (!shown.length) return null
          return (
            <section key={group} aria-label={blockGroupLabels[group as BlockGroup] ?? group}>
              <h3>{blockGroupLabels[group as BlockGroup] ?? group}</h3>
              <ul className="picker__grid">
                {shown.map((d) => (
                  <li key={d.component}>
                    <button type="button" className="picker__block" onClick={() => onPick(d.component, d.templates[0]?.values as Record<string, unknown> | undefined)} aria-label={`${d.name}${d.deprecated ? ' (deprecated)' : ''}`}>
                      <img src={d.preview} alt="" width={160} height={90} loading="lazy" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
                      <strong>{d.name}</strong>
                      {d.deprecated && <em className="picker__deprecated">Deprecated</em>}
                      <small>{d.description}</small>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
        {groups.size === 0 && <p>No block of this layout fits here.</p>}
      </div>
    </div>
  )
}
