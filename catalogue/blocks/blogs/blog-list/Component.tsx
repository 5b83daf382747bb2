import type { Post } from '../../../model/entities/post.ts'
import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage, type WithImageSources } from '../../shared/ResponsiveImage.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { blogListDefinition } from './definition.ts'
import { postHref, postImageSizes, visiblePosts } from './visiblePosts.ts'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

const BlogList: BlockComponent<typeof blogListDefinition> = ({ values, data, field }) => {
  const { title, postType, showAll, viewMoreBtn, basePath, readMoreText, emptyText } = values
  const posts = Array.isArray(data) ? (data as Post[]) : []
  const shown = visiblePosts(posts, showAll)
  return (
    <section className={`v-blog-list v-blog-list--${postType}`}>
      {title && <h2 {...field('title')}>{title}</h2>}
      {shown.length === 0 && <p className="v-blog-list__empty">{emptyText}</p>}
      <div className="v-blog-list__posts">
        {shown.map((post) => {
          const href = postHref(basePath, post.slug)
          return (
            <article key={post.id} className="v-blog-card">
              {post.hero && (
                <a href={href} tabIndex={-1} aria-hidden="true">
                  <ResponsiveImage image={{ url: post.hero, alt: '', sizes: postImageSizes, sources: (post as WithImageSources).imageSources?.hero }} />
                </a>
              )}
              <div className="v-blog-card__body">
                {post.publishedAt && <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time>}
                <h3>
                  <a href={href}>{post.title}</a>
                </h3>
                {post.excerpt && <p>{post.excerpt}</p>}
                <a className="v-blog-card__more" href={href} aria-label={`${readMoreText}: ${post.title}`}>
                  {readMoreText}
                </a>
              </div>
            </article>
          )
        })}
      </div>
      {viewMoreBtn && posts.length > shown.length && <SafeLink className="v-button v-blog-list__more" link={viewMoreBtn} />}
    </section>
  )
}
export default BlogList
