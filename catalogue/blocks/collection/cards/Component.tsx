import type { CSSProperties } from 'react'
import type { BlockComponent } from '../../defineBlock.ts'
import { RichText } from '../../shared/RichText.tsx'
import type { cardsDefinition } from './definition.ts'

const Cards: BlockComponent<typeof cardsDefinition> = ({ values, slots, field }) => (
  <section className="v-cards" style={{ '--v-cards-columns': values.columns } as CSSProperties}>
    {values.title && <h2 {...field('title')}>{values.title}</h2>}
    <RichText className="v-cards__intro" html={values.intro} />
    <div className="v-cards__grid">{slots.default}</div>
  </section>
)
export default Cards
