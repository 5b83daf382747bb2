import { internalPath, isFilePath } from '../../catalogue/model/internalPath.ts'
import type { FixPlace, PageProblem } from '../../catalogue/model/pageProblems.ts'
import type { HtmlFacts } from './htmlFacts.ts'

export interface CheckContext {
  /** Whether the site answers this path (a page, an extra page, a redirect, a file, a server route). */
  answers: (path: string) => boolean
  /** The bytes of the file an image address names on this site; undefined when unknown (another host). */
  imageBytes: (src: string) => number | undefined
  /** Images above this many bytes are heavy. */
  imageBudget: number
  /** The label of a placed block, by element id, as the studio names it. */
  label?: (element: string) => string | undefined
  /** An uploaded image's name as it was uploaded (the media library's), by its address; stored files are named by hash. */
  fileName?: (src: string) => string | undefined
  /** Where an image's alt text or file is changed (a block's field, a record, the media library), by its block and address. */
  imagePlace?: (element: string | undefined, src: string) => FixPlace | undefined
}

const kb = (bytes: number) => Math.round(bytes / 1024).toLocaleString('en')
/** An image by the last part of its address, when its uploaded name is not known. */
const storedFileOf = (src: string) => decodeURIComponent(src.replace(/[?#].*$/, '').split('/').pop() || src)
const quote = (text: string) => `“${text.length > 60 ? `${text.slice(0, 59)}…` : text}”`

/**
 * A page's problems from the facts of its HTML: links that lead nowhere, images without alt text, more than one h1,
 * skipped heading levels and images above the weight budget. Each problem once, in the order found on the page.
 */
export function pageProblems(facts: HtmlFacts, ctx: CheckContext): PageProblem[] {
  const fileOf = (src: string) => ctx.fileName?.(src) ?? storedFileOf(src)
  const problems: PageProblem[] = []
  const seen = new Set<string>()
  const add = (problem: PageProblem, key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const block = problem.element && ctx.label?.(problem.element)
    problems.push(block ? { ...problem, block } : problem)
  }
  for (const link of facts.links) {
    const path = internalPath(link.href)
    if (path === undefined || ctx.answers(path)) continue
    add(
      {
        kind: 'broken-link',
        href: link.href,
        message: isFilePath(path)
          ? `The link to ${link.href} leads nowhere: the site has no file at that address. Upload the file and link to it, or change the link.`
          : `The link to ${link.href} leads nowhere: no page of this site has that address. Change the link, or publish the page it should open.`,
        ...at(link.element),
      },
      `link ${link.element} ${link.href}`,
    )
  }
  for (const image of facts.images) {
    const place = () => {
      const fix = ctx.imagePlace?.(image.element, image.src)
      return fix ? { fix } : {}
    }
    if (!image.alt && !image.decorative)
      add({ kind: 'missing-alt', message: `The image ${fileOf(image.src)} has no alt text, so people who cannot see it get nothing. Describe it in the image’s Alt text.`, ...at(image.element), ...place() }, `alt ${image.element} ${image.src}`)
    const bytes = image.src ? ctx.imageBytes(image.src) : undefined
    if (bytes !== undefined && bytes > ctx.imageBudget)
      add(
        { kind: 'heavy-image', message: `The image ${fileOf(image.src)} weighs ${kb(bytes)} KB, more than the ${kb(ctx.imageBudget)} KB budget, and slows the page down. Choose a smaller or more compressed image.`, ...at(image.element), ...place() },
        `heavy ${image.element} ${image.src}`,
      )
  }
  const h1s = facts.headings.filter((h) => h.level === 1)
  if (h1s.length > 1)
    add(
      { kind: 'several-h1', message: `The page has ${h1s.length} main headings (h1): ${h1s.map((h) => quote(h.text)).join(', ')}. Keep one h1 and make the others h2.`, ...at(h1s[1]!.element) },
      'h1',
    )
  let previous: number | undefined
  for (const heading of facts.headings) {
    if (previous !== undefined && heading.level > previous + 1)
      add(
        { kind: 'skipped-heading', message: `The heading ${quote(heading.text)} is an h${heading.level} right after an h${previous}, so a level is skipped. Make it an h${previous + 1}.`, ...at(heading.element) },
        `heading ${heading.element} ${heading.level} ${heading.text}`,
      )
    previous = heading.level
  }
  return problems
}

const at = (element: string | undefined) => (element ? { element } : {})
