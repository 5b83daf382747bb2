import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { useSignedInAgent } from '../../shared/useSignedInAgent.ts'
import type { agentsHeroDefinition } from './definition.ts'

const AgentsHero: BlockComponent<typeof agentsHeroDefinition> = ({ values, field }) => {
  const agent = useSignedInAgent()
  return (
    <section className="v-ap-hero">
      {values.image && <ResponsiveImage className="v-ap-hero__image" image={values.image} priority />}
      <div className="v-ap-hero__content">
        {values.showProgramLogo && <img className="v-ap-hero__logo" src="/demo/logos/agent-cash-plus.svg" alt="AgentCashPlus" width={240} height={60} />}
        {values.showWelcome && agent && <p className="v-ap-hero__welcome">Welcome{agent.name ? `, ${agent.name}` : ''}</p>}
        {values.title && <h1 {...field('title')}>{values.title}</h1>}
        <RichText className="v-ap-hero__copy" html={values.copy} />
      </div>
    </section>
  )
}
export default AgentsHero
