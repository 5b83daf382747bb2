import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { resolveElements } from '../../catalogue/blocks/resolveElements.ts'
import { postPath, type Post } from '../../catalogue/model/entities/post.ts'
import type { Element } from '../../catalogue/model/element.ts'
import type { ExtraPage, ExtraPagesSource } from '../extraPages.ts'

/**
 * Each published post of a site as a page at its post path (`/blog/{slug}`), in the site's own layout and
 * through the same renderer as content pages: its hero image, its title as the page's heading, its video and
 * its text. A post without a publish date is a draft, and one dated later is not out yet: neither has a page.
 * The page carries a payload, so blog lists open posts by client navigation like any page.
 */
export const postPages: ExtraPagesSource = ({ snapshot, site, sitePayload, buildId }) => {
  const now = new Date().toISOString()
  return snapshot.posts
    .filter((post) => post.site_id === site.id && post.publishedAt !== null && post.publishedAt <= now)
    .map((post): ExtraPage => {
      const path = postPath(post.slug)
      return {
        outputPath: path.slice(1),
        url: path,
        writePayload: true,
        payload: {
          buildId,
          site: sitePayload,
          page: { id: `post-${post.id}`, path, title: post.title, description: post.excerpt, layout: site.layout, locale: post.locale, tags: post.tags, head: [] },
          tree: resolveElements(postElements(post), `post ${post.slug}`),
        },
      }
    })
}

/** A post's content as blocks; ids come from the post's, so the same post renders the same page every build. */
function postElements(post: Post): Element[] {
  const elements: Element[] = []
  const add = (component: string, values: Record<string, unknown>) => {
    const slice = newSliceFromBlock(component, values)
    const id = `post-${post.id}-${elements.length}`
    elements.push({ ...slice, id, fields: slice.fields.map((field, i) => ({ ...field, id: `${id}-f${i}` })) })
  }
  // The post has no alt text of its own: its title says what the picture is for.
  if (post.hero) add('GlobalImage', { image: { url: post.hero, alt: post.title } })
  add('GlobalIntro', { title: post.title, titleTag: 'h1', copy: post.content || (post.excerpt ? `<p>${escapeText(post.excerpt)}</p>` : '') })
  if (post.youtubeId) add('GlobalYoutube', { videoId: post.youtubeId, title: post.title })
  return elements
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
