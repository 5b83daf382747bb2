import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { agentAuthPaths } from '../../shared/agentSession.ts'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { AgentSpecialsData } from '../agentData.ts'
import { destinations } from '../shared-options.ts'
import type { specialsWithFiltersDefinition } from './definition.ts'

/** The specials open to the signed-in agent, as the server filled them in; a sign-in prompt for anyone else. */
function AgentSpecials({ data }: { data: AgentSpecialsData | undefined }) {
  if (!data)
    return (
      <p className="v-ap-special__signin">
        The specials open to you appear here once you are signed in. <a href={agentAuthPaths.signIn}>Sign in</a>
      </p>
    )
  const { agent, specials } = data
  return (
    <section className="v-ap-specials" aria-label="Specials open to you">
      <h2>Specials for {agent.agency || agent.name}</h2>
      {!specials.length && <p>No specials are open to you right now: new ones appear here as soon as they start.</p>}
      {specials.map((s) => (
        <article key={s.id} className="v-ap-special" data-special={s.id} data-agent-destination={s.destination}>
          {s.image && <ResponsiveImage className="v-ap-special__image" image={{ url: s.image, alt: s.imageAlt || s.title, sizes: { default: { width: 600, height: 340 } } }} />}
          <div className="v-ap-special__body">
            {s.resortLogo && <ResponsiveImage className="v-ap-special__logo" image={{ url: s.resortLogo, alt: s.subtitle || s.title, sizes: { default: { width: 200, height: 50 } }, fit: 'contain' }} />}
            <p className="v-ap-special__meta">
              {s.destination === 'all' ? 'All destinations' : destinations[s.destination]}
              {s.prettyEndDate && <> · Ends {s.prettyEndDate}</>}
            </p>
            <h3>{s.title}</h3>
            {s.subtitle && <p className="v-ap-special__subtitle">{s.subtitle}</p>}
            <RichText html={s.content} />
            {s.terms && (
              <details className="v-ap-special__terms">
                <summary>Terms and conditions</summary>
                <RichText html={s.terms} />
              </details>
            )}
          </div>
        </article>
      ))}
    </section>
  )
}

const SpecialsWithFilters: BlockComponent<typeof specialsWithFiltersDefinition> = ({ values, field, data }) =>
  values.show === 'agent' ? (
    <AgentSpecials data={data as AgentSpecialsData | undefined} />
  ) : (
    <article className="v-ap-special" data-filter-destination={values.destination}>
      {values.image && <ResponsiveImage className="v-ap-special__image" image={values.image} />}
      <div className="v-ap-special__body">
        {values.resortLogo && <ResponsiveImage className="v-ap-special__logo" image={values.resortLogo} />}
        <p className="v-ap-special__meta">
          {destinations[values.destination]}
          {values.prettyEndDate && <> · {values.prettyEndDate}</>}
        </p>
        {values.title && <h3 {...field('title')}>{values.title}</h3>}
        {values.subtitle && <p className="v-ap-special__subtitle">{values.subtitle}</p>}
        <RichText html={values.content} />
        {values.terms && (
          <details className="v-ap-special__terms">
            <summary>Terms and conditions</summary>
            <p>{values.terms}</p>
          </details>
        )}
        {values.link && <SafeLink className="v-button v-ap-button" link={values.link} />}
      </div>
    </article>
  )
export default SpecialsWithFilters
