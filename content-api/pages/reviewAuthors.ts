import type { Review } from '../../catalogue/model/review.ts'
import type { Actor } from '../auth/permissions.ts'

/**
 * Who wrote a review comment is the server's to say, never the body's: a comment already stored keeps its
 * stored author; a new one is signed with the name of the user saving it.
 */
export function withSessionAuthors(stored: Review | undefined, incoming: Review, actor: Actor): Review {
  const known = new Map<string, string>()
  for (const annotations of Object.values(stored?.annotations ?? {})) for (const annotation of annotations ?? []) for (const comment of annotation.comments) known.set(comment.id, comment.author)
  const author = actor.name || actor.email
  const annotations = Object.fromEntries(
    Object.entries(incoming.annotations).map(([breakpoint, list]) => [
      breakpoint,
      list?.map((annotation) => ({ ...annotation, comments: annotation.comments.map((comment) => ({ ...comment, author: known.get(comment.id) ?? author })) })),
    ]),
  ) as Review['annotations']
  return { ...incoming, annotations }
}
