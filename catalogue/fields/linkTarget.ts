import { z } from 'zod'

/** What a link may open by identity: a page, a record with a page of its own (a blog post, at /blog/{slug}), an upload. */
export const LinkTargetKind = z.enum(['page', 'post', 'media'])
export type LinkTargetKind = z.infer<typeof LinkTargetKind>

/**
 * What an internal link points at, by identity: a page (its path may change), a blog post (its slug may change) or an
 * upload of the media library (its address is its content's hash, so it never moves). The link keeps `href` beside it, the address the
 * target had when last resolved, so the preview and older readers still have a working address; the build puts
 * the target's current address there (build/render/resolveLinks.ts).
 */
export const LinkTarget = z
  .object({
    kind: LinkTargetKind,
    id: z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  })
  .strict()
export type LinkTarget = z.infer<typeof LinkTarget>

/**
 * Where each linkable page of the published content is now, by its `linkPathKey`: [its site's id, its path]. Pages
 * by id, posts by `post:<id>`.
 */
export type LinkPaths = Readonly<Record<string, readonly [siteId: string, path: string]>>

/** Whether a page's JSON text may hold a link by identity (cheap, before parsing). */
export const mayHoldLinkTargets = (text: string): boolean => text.includes('"to":{"kind":')

/** A target's key in LinkPaths; an upload has none (its address never changes). */
export function linkPathKey(to: LinkTarget): string | undefined {
  return to.kind === 'page' ? to.id : to.kind === 'post' ? `post:${to.id}` : undefined
}

const isTarget = (v: unknown): v is LinkTarget =>
  !!v && typeof v === 'object' && typeof (v as LinkTarget).kind === 'string' && typeof (v as LinkTarget).id === 'string'

/**
 * Put each page or post link's current address into its `href`, in place, for links to pages and posts of `siteId`
 * that are published (`paths`); any other link keeps the address it was saved with, which the pre-publish checks judge.
 * Answers the keys of the pages and posts linked to, so a build can rebuild the page when one of them moves.
 */
export function resolveLinks(content: unknown, siteId: string, paths: LinkPaths): Set<string> {
  const linked = new Set<string>()
  for (const { to, owner } of linkTargetsIn(content)) {
    const key = linkPathKey(to)
    if (key === undefined) continue
    linked.add(key)
    const now = Object.hasOwn(paths, key) ? paths[key] : undefined
    if (now && now[0] === siteId) owner.href = now[1]
  }
  return linked
}

/** Calls `visit` with every plain object in content, at any depth (arrays walked through), parents first. */
export function forEachObject(content: unknown, visit: (record: Record<string, unknown>) => void): void {
  const stack: unknown[] = [content]
  while (stack.length) {
    const value = stack.pop()
    if (Array.isArray(value)) stack.push(...value)
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      visit(record)
      for (const key in record) if (typeof record[key] === 'object') stack.push(record[key])
    }
  }
}

/** Every link by identity in content (link fields and menu items), with where it is, for the pre-publish checks. */
export function linkTargetsIn(content: unknown): { to: LinkTarget; href: string; owner: Record<string, unknown> }[] {
  const found: { to: LinkTarget; href: string; owner: Record<string, unknown> }[] = []
  forEachObject(content, (record) => {
    if (isTarget(record.to) && typeof record.href === 'string') found.push({ to: record.to, href: record.href, owner: record })
  })
  return found
}

/** `GET /api/pages/{id}/link-targets`: what the link picker of a page offers, from that page's site only. */
export const LinkTargetQuery = z
  .object({
    kind: LinkTargetKind.default('page'),
    q: z.string().max(200, 'must be at most 200 characters').default(''),
    /** One target by id (the picker naming the link's current target); answered only when it is on the page's site. */
    id: z.string().min(1).max(100).optional(),
  })
  .strict()
export type LinkTargetQuery = z.output<typeof LinkTargetQuery>
export const LinkTargetItem = z
  .object({ kind: LinkTargetKind, id: z.string(), title: z.string(), href: z.string(), published: z.boolean() })
  .strict()
export type LinkTargetItem = z.infer<typeof LinkTargetItem>
export const LinkTargetAnswer = z.object({ items: z.array(LinkTargetItem) }).strict()
export type LinkTargetAnswer = z.infer<typeof LinkTargetAnswer>
