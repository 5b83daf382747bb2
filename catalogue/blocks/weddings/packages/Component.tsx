import type { BlockComponent } from '../../defineBlock.ts'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { weddingsPackagesDefinition } from './definition.ts'
import { formatPrice, inclusionLines } from './weddingPackage.ts'

const WeddingsPackages: BlockComponent<typeof weddingsPackagesDefinition> = ({ values, field }) => {
  const { title, intro, packages, fromText, onRequestText } = values
  return (
    <section className="v-wedding-packages">
      {title && <h2 {...field('title')}>{title}</h2>}
      <RichText className="v-wedding-packages__intro" html={intro} />
      <div className="v-wedding-packages__list">
        {packages.map((p, i) => (
          <article key={i} className={`v-wedding-package${p.highlighted ? ' v-wedding-package--highlighted' : ''}`}>
            <h3>{p.name}</h3>
            <p className="v-wedding-package__price">{p.price > 0 ? `${fromText} ${formatPrice(p.price, p.currency)}` : onRequestText}</p>
            {p.guests > 0 && <p className="v-wedding-package__guests">Up to {p.guests} guests</p>}
            <ul>
              {inclusionLines(p.inclusions).map((line, j) => (
                <li key={j}>{line}</li>
              ))}
            </ul>
            {p.link && <SafeLink className="v-button" link={p.link} />}
          </article>
        ))}
      </div>
    </section>
  )
}
export default WeddingsPackages
