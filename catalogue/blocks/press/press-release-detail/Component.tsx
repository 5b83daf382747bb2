import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { pressReleaseDetailDefinition } from './definition.ts'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

const PressReleaseDetail: BlockComponent<typeof pressReleaseDetailDefinition> = ({ values, field }) => {
  const { title, subtitle, location, date, hero, content, about, contactName, contactEmail, contactPhone, download, language } = values
  const dateline = [location, date && dateFormat.format(new Date(`${date}T00:00:00Z`))].filter(Boolean).join(' – ')
  return (
    <article className="v-press-release" lang={language}>
      <header>
        <p className="v-press-release__kicker">Press release</p>
        {title && <h1 {...field('title')}>{title}</h1>}
        {subtitle && <p className="v-press-release__subtitle">{subtitle}</p>}
      </header>
      {hero && <ResponsiveImage className="v-press-release__hero" image={hero} priority />}
      <div className="v-press-release__body">
        {dateline && (
          <p className="v-press-release__dateline">
            {date ? <time dateTime={date}>{dateline}</time> : dateline}
          </p>
        )}
        <RichText html={content} />
      </div>
      {about && (
        <section className="v-press-release__about">
          <h2>About</h2>
          <RichText html={about} />
        </section>
      )}
      {(contactName || contactEmail || contactPhone) && (
        <section className="v-press-release__contact">
          <h2>Media contact</h2>
          <p>
            {contactName}
            {contactEmail && (
              <>
                <br />
                <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              </>
            )}
            {contactPhone && (
              <>
                <br />
                <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>
              </>
            )}
          </p>
        </section>
      )}
      {download && <SafeLink className="v-button v-press-release__download" link={download} />}
    </article>
  )
}
export default PressReleaseDetail
