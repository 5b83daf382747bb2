import type { BlockComponent } from '../../defineBlock.ts'
import { agentAuthPaths } from '../../shared/agentSession.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import { useSignedInAgent } from '../../shared/useSignedInAgent.ts'
import type { DashboardData } from '../agentData.ts'
import type { dashboardDefinition } from './definition.ts'

/**
 * On an agents-only page the server fills in `data` for the signed-in agent (their name, agency and how many
 * specials are open to them); elsewhere the greeting uses the name the portal's cookie holds, after hydration.
 */
const Dashboard: BlockComponent<typeof dashboardDefinition> = ({ values, field, data }) => {
  const own = data as DashboardData | undefined
  const fromCookie = useSignedInAgent()
  const agent = own?.agent ?? fromCookie
  const shortcuts = ([1, 2, 3, 4] as const)
    .map((n) => ({ n, icon: values[`shortcut${n}Icon`], link: values[`shortcut${n}Link`], copy: values[`shortcut${n}Copy`] }))
    .filter((s) => s.link)
  return (
    <section className="v-ap-dashboard">
      <header className="v-ap-dashboard__head">
        <h1 {...field('title')}>{values.title}</h1>
        {values.greeting && agent?.name && <p className="v-ap-dashboard__greeting">Welcome back, {agent.name}</p>}
        {own && (
          <dl className="v-ap-dashboard__account">
            {own.agent.agency && (
              <div>
                <dt>Agency</dt>
                <dd>{own.agent.agency}</dd>
              </div>
            )}
            <div>
              <dt>Signed in as</dt>
              <dd>{own.agent.email}</dd>
            </div>
            <div>
              <dt>Specials open to you</dt>
              <dd>{own.specials}</dd>
            </div>
            <div>
              <dt>Not you?</dt>
              <dd>
                <a href={agentAuthPaths.signOut}>Sign out</a>
              </dd>
            </div>
          </dl>
        )}
      </header>
      {values.news && (
        <p className="v-ap-dashboard__news" {...field('news')}>
          {values.news} {values.newsLink && <SafeLink link={values.newsLink} />}
        </p>
      )}
      {shortcuts.length > 0 && (
        <ul className="v-ap-dashboard__shortcuts">
          {shortcuts.map((s) => (
            <li key={s.n}>
              {/* The link beside it names the shortcut: the icon is decoration. */}
              {s.icon && (
                <span aria-hidden="true">
                  <ResponsiveImage className="v-ap-dashboard__icon" image={s.icon} />
                </span>
              )}
              <SafeLink className="v-ap-dashboard__link" link={s.link!} />
              {s.copy && <p>{s.copy}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
export default Dashboard
