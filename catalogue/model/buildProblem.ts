import { z } from 'zod'

/**
 * Where a build problem is, as far as known: the site (its slug), the page's path on it, the element (its id) and
 * its block (component), and the field (its name). One shape for every failure the build reports, so the studio
 * always names the site, and names the rest in an editor's words.
 */
export const BuildLocation = z
  .object({
    site: z.string().optional(),
    page: z.string().optional(),
    element: z.string().optional(),
    component: z.string().optional(),
    field: z.string().optional(),
  })
  .strict()
export type BuildLocation = z.infer<typeof BuildLocation>

/**
 * Whose problem it is: `content` an editor can fix (a page the schema rejects, a block that cannot render what was
 * entered); `internal` is ours (a render worker died, a file could not be written, a bug), so the studio says to
 * tell a developer rather than to change the page.
 */
export const BuildProblemKind = z.enum(['content', 'internal'])
export type BuildProblemKind = z.infer<typeof BuildProblemKind>

/** A failed build, or a published page a build could not make: what went wrong, whose problem it is and where. */
export const BuildProblem = BuildLocation.extend({ message: z.string(), kind: BuildProblemKind.optional() }).strict()
export type BuildProblem = z.infer<typeof BuildProblem>
