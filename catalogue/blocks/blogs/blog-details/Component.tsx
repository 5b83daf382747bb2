import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import type { blogDetailsDefinition } from './definition.ts'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

const BlogDetails: BlockComponent<typeof blogDetailsDefinition> = ({ values, field }) => {
  const { title, hero, youtubeId, content, date, author, language } = values
  return (
    <article className="v-blog-details" lang={language}>
      {hero && <ResponsiveImage className="v-blog-details__hero" image={hero} priority />}
      <header className="v-blog-details__header">
        {title && <h1 {...field('title')}>{title}</h1>}
        {(date || author) && (
          <p className="v-blog-details__byline">
            {date && <time dateTime={date}>{dateFormat.format(new Date(`${date}T00:00:00Z`))}</time>}
            {date && author && ' · '}
            {author}
          </p>
        )}
      </header>
      {youtubeId && (
        <div className="v-blog-details__video">
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?rel=0`}
            title={title ? `Video: ${title}` : 'Video'}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
          />
        </div>
      )}
      <RichText className="v-blog-details__content" html={content} />
    </article>
  )
}
export default BlogDetails
