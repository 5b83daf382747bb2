import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage, type WithImageSources } from '../../shared/ResponsiveImage.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { pressReleaseListDefinition } from './definition.ts'
import { newestFirst, releaseImageSizes, type PressReleaseSummary } from './pressReleases.ts'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

const PressReleaseList: BlockComponent<typeof pressReleaseListDefinition> = ({ values, data, field }) => {
  const { title, limit, allReleasesLink, readMoreText, emptyText } = values
  const all = newestFirst(Array.isArray(data) ? (data as PressReleaseSummary[]) : [])
  const shown = limit > 0 ? all.slice(0, limit) : all
  return (
    <section className="v-press-list">
      {title && <h2 {...field('title')}>{title}</h2>}
      {shown.length === 0 ? (
        <p className="v-press-list__empty">{emptyText}</p>
      ) : (
        <ol className="v-press-list__items">
          {shown.map((release) => (
            <li key={release.href} className="v-press-list__item">
              {/* The headline beside it names the release: the picture is decoration. */}
              {release.image && (
                <span aria-hidden="true">
                  <ResponsiveImage className="v-press-list__image" image={{ url: release.image, alt: '', sizes: releaseImageSizes, sources: (release as WithImageSources).imageSources?.image }} />
                </span>
              )}
              <div>
                <p className="v-press-list__meta">
                  {release.date && <time dateTime={release.date}>{dateFormat.format(new Date(`${release.date}T00:00:00Z`))}</time>}
                  {release.date && release.location && ' · '}
                  {release.location}
                </p>
                <h3>
                  <a href={release.href}>{release.title}</a>
                </h3>
                {release.summary && <p>{release.summary}</p>}
                <a className="v-press-list__more" href={release.href} aria-label={`${readMoreText}: ${release.title}`}>
                  {readMoreText}
                </a>
              </div>
            </li>
          ))}
        </ol>
      )}
      {allReleasesLink && shown.length < all.length && <SafeLink className="v-button v-press-list__all" link={allReleasesLink} />}
    </section>
  )
}
export default PressReleaseList
