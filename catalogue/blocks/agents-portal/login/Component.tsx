import { useEffect, useState } from 'react'
import { agentAuthPaths } from '../../../model/agentAccess.ts'
import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import { useSignedInAgent } from '../../shared/useSignedInAgent.ts'
import type { loginDefinition } from './definition.ts'

const Login: BlockComponent<typeof loginDefinition> = ({ values, field }) => {
  const agent = useSignedInAgent()
  // The portal's sign-in sends a visitor home with ?sign-in=failed when it could not complete.
  const [failed, setFailed] = useState(false)
  useEffect(() => setFailed(new URLSearchParams(location.search).get('sign-in') === 'failed'), [])
  return (
    <section className="v-ap-login">
      <div className="v-ap-login__main">
        <h2 {...field('title')}>{values.title}</h2>
        <RichText html={values.copy} />
        {failed && !agent && (
          <p className="v-ap-login__problem" role="alert">
            The sign-in did not complete, so you are not signed in. Please sign in again.
          </p>
        )}
        {agent ? (
          <p className="v-ap-login__signed-in">
            Signed in{agent.name ? ` as ${agent.name}` : ''}. <a href={agentAuthPaths.signOut}>Sign out</a>
          </p>
        ) : (
          <p className="v-ap-login__actions">
            {values.signInLink && <SafeLink className="v-button v-ap-button" link={values.signInLink} />}
            {values.registerLink && <SafeLink className="v-ap-login__register" link={values.registerLink} />}
          </p>
        )}
        {values.showBooking && (
          <p>
            <a className="v-ap-login__book" href="/agents/book">
              Book a client now
            </a>
          </p>
        )}
      </div>
      {values.upcoming && (
        <aside className="v-ap-login__upcoming" aria-label="Upcoming trip">
          {values.upcomingImage && <ResponsiveImage className="v-ap-login__upcoming-image" image={values.upcomingImage} />}
          {values.upcomingLogo && <ResponsiveImage className="v-ap-login__upcoming-logo" image={values.upcomingLogo} />}
          {values.upcomingTitle && <h3>{values.upcomingTitle}</h3>}
          {values.upcomingCopy && <p>{values.upcomingCopy}</p>}
          {values.upcomingLink && <SafeLink className="v-ap-login__upcoming-link" link={values.upcomingLink} />}
        </aside>
      )}
    </section>
  )
}
export default Login
