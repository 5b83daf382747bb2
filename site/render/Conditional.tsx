import { useEffect, useState, type ReactNode } from 'react'
import type { ConditionsSettings } from '../../catalogue/model/conditions.ts'
import { currentVisitor } from '../visitor/currentVisitor.ts'
import { evaluateConditions } from '../visitor/evaluateConditions.ts'

/**
 * Content shown only to some visitors. The build cannot know the visitor, so the HTML carries the content
 * hidden and the browser reveals it once the conditions hold: nobody sees what was not meant for them.
 */
export function Conditional({ conditions, children }: { conditions: ConditionsSettings; children: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => setShown(evaluateConditions(conditions, currentVisitor())), [conditions])
  return (
    <div className="v-cond" hidden={!shown} data-cond={conditions.conditions.length}>
      {children}
    </div>
  )
}
