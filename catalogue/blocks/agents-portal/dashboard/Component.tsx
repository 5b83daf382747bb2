import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import { useSignedInAgent } from '../../shared/useSignedInAgent.ts'
import type { dashboardDefinition } from './definition.ts'

const Dashboard: BlockComponent<typeof dashboardDefinition> = ({ values, field }) => {
  const agent = useSignedInAgent()
  const shortcuts = ([1, 2, 3, 4] as const)
    .map((n) => ({ n, icon: values[`shortcut${n}Icon`], link: values[`shortcut${n}Link`], copy: values[`shortcut${n}Copy`] }))
    .filter((s) => s.link)
  return (
    <section className="v-ap-dashboard">
      <header className="v-ap-dashboard__head">
        <h1 {...field('title')}>{values.title}</h1>
        {values.greeting && agent?.name && <p className="v-ap-dashboard__greeting">Welcome back, {agent.name}</p>}
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
              {s.icon && <ResponsiveImage className="v-ap-dashboard__icon" image={s.icon} />}
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
