import type { CSSProperties } from 'react'
import type { BlockComponent } from '../../defineBlock.ts'
import { SafeLink } from '../../shared/SafeLink.tsx'
import { useSignedInAgent } from '../../shared/useSignedInAgent.ts'
import type { loginRequiredButtonDefinition } from './definition.ts'

/** The prerendered HTML is the same for everyone, so it carries the logged-out text; the link appears once the browser knows an agent is signed in. */
const LoginRequiredButton: BlockComponent<typeof loginRequiredButtonDefinition> = ({ values }) => {
  const agent = useSignedInAgent()
  const { link, ghost, loggedOutText, fgColor, bgColor } = values
  const style: CSSProperties = {
    ...(fgColor ? { color: fgColor, borderColor: fgColor } : {}),
    ...(bgColor && !ghost ? { backgroundColor: bgColor } : {}),
  }
  const className = `v-ap-lrb__button${ghost ? ' v-ap-lrb__button--ghost' : ''}`
  return (
    <div className="v-ap-lrb" data-signed-in={agent ? 'true' : 'false'}>
      {agent && link ? (
        <span style={style} className="v-ap-lrb__wrap">
          <SafeLink className={className} link={link} />
        </span>
      ) : (
        <span className={`${className} v-ap-lrb__button--locked`} style={style}>
          {loggedOutText}
        </span>
      )}
    </div>
  )
}
export default LoginRequiredButton
