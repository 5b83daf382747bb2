import type { BlockComponent } from '../../defineBlock.ts'
import { backgroundColors } from '../../shared/blockOptions.ts'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import { Title } from '../../shared/Title.tsx'
import type { playaCaresStatsDefinition } from './definition.ts'

const PlayaCaresStats: BlockComponent<typeof playaCaresStatsDefinition> = ({ values, field }) => {
  const { title, titleTag, intro, stats, backgroundColor, link } = values
  const background = backgroundColors[backgroundColor]
  return (
    <section className="v-cares-stats" style={background ? { background } : undefined}>
      <Title text={title} tag={titleTag} className="v-cares-stats__title" attrs={field('title')} />
      <RichText className="v-cares-stats__intro" html={intro} />
      {stats.length > 0 && (
        <dl className="v-cares-stats__list">
          {stats.map((stat, i) => (
            <div key={i} className="v-cares-stats__item">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {link && <SafeLink className="v-button" link={link} />}
    </section>
  )
}
export default PlayaCaresStats
