import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { weddingsVenueDefinition } from './definition.ts'

const WeddingsVenue: BlockComponent<typeof weddingsVenueDefinition> = ({ values, field }) => {
  const { venueName, setting, image, copy, ceremony, cocktail, reception, link } = values
  const capacities = [
    { key: 'ceremony', label: 'Ceremony', guests: ceremony },
    { key: 'cocktail', label: 'Cocktail', guests: cocktail },
    { key: 'reception', label: 'Reception', guests: reception },
  ].filter((c) => c.guests > 0)
  return (
    <article className={`v-wedding-venue v-wedding-venue--${setting}`}>
      {image && <ResponsiveImage className="v-wedding-venue__image" image={image} />}
      <div className="v-wedding-venue__text">
        <p className="v-wedding-venue__setting">{setting}</p>
        {venueName && <h3 {...field('venueName')}>{venueName}</h3>}
        <RichText html={copy} />
        {capacities.length > 0 && (
          <dl className="v-wedding-venue__capacity">
            {capacities.map((c) => (
              <div key={c.key}>
                <dt>{c.label}</dt>
                <dd>{c.guests.toLocaleString('en-US')} guests</dd>
              </div>
            ))}
          </dl>
        )}
        {link && <SafeLink className="v-button" link={link} />}
      </div>
    </article>
  )
}
export default WeddingsVenue
