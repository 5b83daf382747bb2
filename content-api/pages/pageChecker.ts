import type { Page } from '../../catalogue/model/page.ts'
import type { PageProblem } from '../../catalogue/model/pageProblems.ts'
import { ApiError } from '../http/ApiError.ts'

/**
 * Renders a page as the build would and runs the pre-publish checks on its HTML (build/checks). The server that
 * has the site's renderer gives one to the API; without it the checks are not offered.
 */
export type CheckPage = (page: Page & { site_id: string }, options: { imageBudgetKb: number }) => Promise<PageProblem[]>

/** A publish refused because the page links to pages that do not exist: the page and every such link named. */
export function brokenLinksRefusal(path: string, broken: readonly PageProblem[]): ApiError {
  const links = broken.map((p) => `${p.href}${p.block ? ` (in “${p.block}”)` : ''}`)
  const what = links.length === 1 ? `its link to ${links[0]} leads nowhere` : `its links to ${links.slice(0, -1).join(', ')} and ${links[links.length - 1]} lead nowhere`
  return new ApiError(409, `The page ${path} was not published: ${what}. Change the link, or publish the page it should open first, then publish again.`, { problems: broken })
}

const problemWords: Record<PageProblem['kind'], string> = {
  'broken-link': 'a link leads nowhere',
  'missing-alt': 'an image has no alt text',
  'several-h1': 'it has more than one main heading',
  'skipped-heading': 'a heading level is skipped',
  'heavy-image': 'an image is heavier than the budget',
  'shared-section': 'a shared section it places cannot be shown',
}

/** A publish refused for problems of checks an admin made blocking (other than broken links), each named as the editor sees it. */
export function blockingProblemsRefusal(path: string, problems: readonly PageProblem[]): ApiError {
  const named = problems.map((p) => `${problemWords[p.kind]}${p.block ? ` in “${p.block}”` : ''} (${p.message})`)
  return new ApiError(409, `The page ${path} was not published: ${named.join('; ')}. Fix ${problems.length === 1 ? 'it' : 'them'} (the list beside the publish buttons shows where), then publish again.`, { problems })
}
