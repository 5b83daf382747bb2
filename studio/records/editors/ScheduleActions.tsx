import type { ComponentType } from 'react'
import { ScheduleBadge } from '../../team/ScheduleBadge.tsx'
import { ScheduleButton } from '../../team/ScheduleButton.tsx'
import type { ScheduleKind } from '../../team/scheduleApi.ts'
import type { RecordDoc } from '../RecordConfig.ts'

/** A record form's "Schedule…" and what is scheduled for the record, for a config's `formActions`. */
export function scheduleActions(kind: ScheduleKind): ComponentType<{ doc: RecordDoc; name: string }> {
  function ScheduleActions({ doc, name }: { doc: RecordDoc; name: string }) {
    const id = String(doc.id)
    return (
      <>
        <ScheduleButton kind={kind} id={id} title={name} />
        <ScheduleBadge kind={kind} id={id} />
      </>
    )
  }
  return ScheduleActions
}
