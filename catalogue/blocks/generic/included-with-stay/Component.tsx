import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { includedWithStayDefinition } from './definition.ts'

const IncludedWithStay: BlockComponent<typeof includedWithStayDefinition> = ({ values, field }) => {
  const items = values.items.split('\n').map((s) => s.trim()).filter(Boolean)
  return (
    <section className="v-included">
      <div className="v-included__text">
        {values.title && <h2 {...field('title')}>{values.title}</h2>}
        <ul className="v-included__list">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
        {values.note && <p className="v-included__note">{values.note}</p>}
        {values.link && <SafeLink className="v-button v-included__link" link={values.link} />}
      </div>
      {values.image && <ResponsiveImage className="v-included__image" image={values.image} />}
    </section>
  )
}
export default IncludedWithStay
