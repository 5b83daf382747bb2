import type { Special } from '../../../model/entities/special.ts'
import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage, type WithImageSources } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import type { specialOffersDefinition } from './definition.ts'
import { offerImageSizes, offerLogoSizes } from './offerImages.ts'

interface Wording {
  bookNowText: string
  termsText: string
}

function Offer({ offer, wording }: { offer: Special; wording: Wording }) {
  return (
    <article className="v-special" id={offer.html_id || undefined}>
      {offer.bgsvg && <img className="v-special__bg" src={offer.bgsvg} alt="" aria-hidden="true" loading="lazy" />}
      {offer.image && (
        <div className="v-special__media">
          <ResponsiveImage image={{ url: offer.image, alt: offer.imageAlt, sizes: offerImageSizes, sources: (offer as WithImageSources).imageSources?.image }} />
          {offer.percentOff !== null && offer.percentOff > 0 && <span className="v-special__badge">{offer.percentOff}% off</span>}
        </div>
      )}
      <div className="v-special__body">
        {offer.resortLogo && <ResponsiveImage className="v-special__logo" image={{ url: offer.resortLogo, alt: '', sizes: offerLogoSizes, fit: 'contain', sources: (offer as WithImageSources).imageSources?.resortLogo }} />}
        <h3 className="v-special__title">{offer.title}</h3>
        {offer.subtitle && <p className="v-special__subtitle">{offer.subtitle}</p>}
        {offer.extraSavings && <p className="v-special__savings">{offer.extraSavings}</p>}
        <RichText className="v-special__content" html={offer.content} />
        {(offer.prettyEndDate || offer.endDate) && (
          <p className="v-special__ends">
            {offer.prettyEndDate || (
              <>
                Book by <time dateTime={offer.endDate!}>{offer.endDate}</time>
              </>
            )}
          </p>
        )}
        {/* Only where the offer says where booking happens: there is no page of its own to guess at. */}
        {!offer.hideBookNow && offer.bookingLink && (
          <a className="v-button v-special__book" href={offer.bookingLink}>
            {wording.bookNowText}
          </a>
        )}
        {offer.terms && (
          <details className="v-special__terms">
            <summary>{wording.termsText}</summary>
            <RichText html={offer.terms} />
          </details>
        )}
      </div>
    </article>
  )
}

const SpecialOffers: BlockComponent<typeof specialOffersDefinition> = ({ values, data, field }) => {
  const offers = Array.isArray(data) ? (data as Special[]) : []
  return (
    <section className={`v-specials v-specials--${values.layout}`}>
      {values.title && <h2 {...field('title')}>{values.title}</h2>}
      {offers.length === 0 ? (
        <p className="v-specials__empty">{values.emptyText}</p>
      ) : (
        <div className="v-specials__offers">
          {offers.map((offer) => (
            <Offer key={offer.id} offer={offer} wording={values} />
          ))}
        </div>
      )}
    </section>
  )
}
export default SpecialOffers
