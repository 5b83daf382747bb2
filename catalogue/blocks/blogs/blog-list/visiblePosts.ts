/** How many posts a blog list shows when "show all" is off. */
export const collapsedPostCount = 4

/** The posts a list shows: all of them, or the first four (the build hands them over newest first). */
export function visiblePosts<T>(posts: readonly T[], showAll: boolean): readonly T[] {
  return showAll ? posts : posts.slice(0, collapsedPostCount)
}

/** The blog's path for a post: '/blog' and 'my-post' give '/blog/my-post'. */
export function postHref(basePath: string, slug: string): string {
  return `${basePath.replace(/\/+$/, '')}/${slug}`
}

export const postImageSizes = { default: { width: 640, height: 400 }, md: { width: 400, height: 250 }, xl: { width: 480, height: 300 } }
