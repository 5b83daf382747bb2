import { Link, useLocation } from 'wouter'
import { documentUrl } from '../../catalogue/collections/collectionUrls.ts'

/**
 * Which page of the user guide explains each studio screen, by the screen's path under /voix (first match wins).
 * Every target is a document of catalogue/collections/voixuserguide; helpLink.test.ts checks they exist.
 */
export const helpTopics: [RegExp, string][] = [
  [/^\/studio/, 'building-a-page'],
  [/^\/pages\/translate/, 'translating-pages'],
  [/^\/(pages)?\/?$/, 'pages'],
  [/^\/pages\/create/, 'pages'],
  [/^\/releases/, 'releases-and-review'],
  [/^\/(head-tags|redirects|forms)/, 'records'],
  [/^\/users/, 'roles'],
  [/^\/profile/, 'signing-in'],
  [/^\/(slicer|cookbook)/, 'blocks-slots-and-groups'],
]

export function helpTopicFor(location: string): string | undefined {
  return helpTopics.find(([pattern]) => pattern.test(location))?.[1]
}

/** "Help": a link to the user guide's page about the screen at hand (none on the documentation itself). */
export function HelpLink({ topic, className, newTab }: { topic?: string; className?: string; newTab?: boolean }) {
  const [location] = useLocation()
  const page = topic ?? helpTopicFor(location)
  if (!page || location.startsWith('/documentation')) return null
  // From the editor the guide opens beside it, so the open page and its unsaved edits stay where they are.
  if (newTab)
    return (
      <a href={documentUrl('voixuserguide', page)} target="_blank" rel="noreferrer" className={className ?? 'docs__help'} title="The user guide's page about this screen">
        Help
      </a>
    )
  return (
    <Link href={documentUrl('voixuserguide', page).replace(/^\/voix/, '')} className={className ?? 'docs__help'} title="The user guide's page about this screen">
      Help
    </Link>
  )
}
