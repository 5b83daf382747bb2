import { useEffect, useState, type CSSProperties } from 'react'
import { agentAuthPaths, agentSignInHref } from '../../../model/agentAccess.ts'
import type { BlockComponent } from '../../defineBlock.ts'
import { SafeLink } from '../../shared/SafeLink.tsx'
import { useSignedInAgent } from '../../shared/useSignedInAgent.ts'
import type { loginRequiredButtonDefinition } from './definition.ts'

/**
 * The prerendered HTML is the same for everyone, so it carries the logged-out text, which leads to the portal's
 * sign-in and back to this page; the link appears once the browser knows an agent is signed in.
 */
const LoginRequiredButton: BlockComponent<typeof loginRequiredButtonDefinition> = ({ values }) => {
  const agent = useSignedInAgent()
  const [signIn, setSignIn] = useState<string>(agentAuthPaths.signIn)
  useEffect(() => setSignIn(agentSignInHref(location.pathname)), [])
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
        <a className={`${className} v-ap-lrb__button--locked`} style={style} href={signIn}>
          {loggedOutText}
        </a>
      )}
    </div>
  )
}
export default LoginRequiredButton
