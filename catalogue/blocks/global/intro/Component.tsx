import type { BlockComponent } from '../../defineBlock.ts'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { introDefinition } from './definition.ts'

const Intro: BlockComponent<typeof introDefinition> = ({ values, field }) => {
  const { title, titleTag: Tag, size, copy, link } = values
  return (
    <section className="v-intro">
      {title && (
        <Tag className={`v-intro__title v-${size}`} {...field('title')}>
          {title}
        </Tag>
      )}
      <RichText className="v-intro__copy" html={copy} />
      {link && <SafeLink className="v-link" link={link} />}
    </section>
  )
}
export default Intro
