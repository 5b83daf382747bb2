import { useEffect, useState, type ReactNode } from 'react'
import type { ConditionsSettings } from '../../catalogue/model/conditions.ts'
import { onAgentChange } from '../../catalogue/blocks/shared/agentSession.ts'
import { currentVisitor } from '../visitor/currentVisitor.ts'
import { evaluateConditions } from '../visitor/evaluateConditions.ts'
import { useViewportWidth } from '../visitor/viewportWidth.ts'

/**
 * Content shown only to some visitors. The build cannot know the visitor, so the HTML carries the content
 * hidden and the browser reveals it once the conditions hold: nobody sees what was not meant for them. They
 * are weighed again when the window is resized, so a breakpoint condition follows the viewport.
 */
export function Conditional({ conditions, children }: { conditions: ConditionsSettings; children: ReactNode }) {
  const [shown, setShown] = useState(false)
  const width = useViewportWidth()
  // Weighed again when the portal's server says who is signed in (the `agent` key).
  const [agentAnswers, setAgentAnswers] = useState(0)
  useEffect(() => onAgentChange(() => setAgentAnswers((n) => n + 1)), [])
  useEffect(() => setShown(evaluateConditions(conditions, { ...currentVisitor(), width })), [conditions, width, agentAnswers])
  return (
    <div className="v-cond" hidden={!shown} data-cond={conditions.conditions.length}>
      {children}
    </div>
  )
}
