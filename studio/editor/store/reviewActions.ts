import type { BreakpointName } from '../../../catalogue/model/breakpoints.ts'
import { newId } from '../../../catalogue/model/ids.ts'
import type { Page } from '../../../catalogue/model/page.ts'
import type { Annotation } from '../../../catalogue/model/review.ts'

export class ReviewError extends Error {
  override name = 'ReviewError'
}

function withAnnotations(page: Page, breakpoint: BreakpointName, update: (list: Annotation[]) => Annotation[]): Page {
  const annotations = { ...page.review.annotations, [breakpoint]: update(page.review.annotations[breakpoint] ?? []) }
  if (annotations[breakpoint]!.length === 0) delete annotations[breakpoint]
  return { ...page, review: { ...page.review, annotations } }
}

function requireAnnotation(page: Page, breakpoint: BreakpointName, uuid: string): Annotation {
  const found = page.review.annotations[breakpoint]?.find((a) => a.uuid === uuid)
  if (!found) throw new ReviewError(`No annotation '${uuid}' at breakpoint ${breakpoint}`)
  return found
}

export interface NewComment {
  author: string
  body: string
}

function comment(c: NewComment, at: Date) {
  if (!c.body.trim()) throw new ReviewError('A comment must not be empty')
  return { id: newId(), author: c.author, body: c.body, created_at: at.toISOString() }
}

/** Pin a note to an element as seen at one breakpoint, with its first comment. */
export function addAnnotation(
  page: Page,
  breakpoint: BreakpointName,
  at: { elementId: string; x?: number; y?: number; version?: number },
  first: NewComment,
  now = new Date(),
): Page {
  const annotation: Annotation = {
    uuid: newId(),
    element_id: at.elementId,
    ...(at.x !== undefined ? { x: at.x } : {}),
    ...(at.y !== undefined ? { y: at.y } : {}),
    ...(at.version !== undefined ? { version: at.version } : {}),
    resolved: false,
    comments: [comment(first, now)],
  }
  return withAnnotations(page, breakpoint, (list) => [...list, annotation])
}

export function updateAnnotation(page: Page, breakpoint: BreakpointName, uuid: string, change: Partial<Pick<Annotation, 'resolved' | 'x' | 'y'>>): Page {
  requireAnnotation(page, breakpoint, uuid)
  return withAnnotations(page, breakpoint, (list) => list.map((a) => (a.uuid === uuid ? { ...a, ...change } : a)))
}

export function deleteAnnotation(page: Page, breakpoint: BreakpointName, uuid: string): Page {
  requireAnnotation(page, breakpoint, uuid)
  return withAnnotations(page, breakpoint, (list) => list.filter((a) => a.uuid !== uuid))
}

export function addComment(page: Page, breakpoint: BreakpointName, uuid: string, c: NewComment, now = new Date()): Page {
  requireAnnotation(page, breakpoint, uuid)
  return withAnnotations(page, breakpoint, (list) => list.map((a) => (a.uuid === uuid ? { ...a, comments: [...a.comments, comment(c, now)] } : a)))
}

/** The page's review verdict: pending, approved or changes requested. */
export function setReviewStatus(page: Page, status: Page['review']['status']): Page {
  return { ...page, review: { ...page.review, status } }
}
