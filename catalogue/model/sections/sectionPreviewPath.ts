/**
 * Where the site shows a section alone, as a page of one site would show it: `/voix/section-preview/{site slug}/{id}`,
 * served by the default site (the studio's own origin, so its picker may frame it) and rendered by the build with the
 * site's real renderer. Only ids made of URL-safe characters get a preview: the path holds them as they are.
 */
export const sectionPreviewPattern = /^\/voix\/section-preview\/([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\/([A-Za-z0-9_-]{1,100})$/

/** The preview's path, or undefined for a section id a path cannot hold as it is (that section has no preview). */
export function sectionPreviewPath(siteSlug: string, sectionId: string): string | undefined {
  const path = `/voix/section-preview/${siteSlug}/${sectionId}`
  return sectionPreviewPattern.test(path) ? path : undefined
}
