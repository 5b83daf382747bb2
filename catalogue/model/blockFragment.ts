import { z } from 'zod'
import { Element } from './element.ts'
import { Id } from './ids.ts'
import { checkNesting } from './nestingLimits.ts'

/**
 * A block fragment: blocks taken out of one page (with their children, per-breakpoint values and media) to be put
 * into another, as the studio's clipboard carries them (studio/editor/README.md, "Copy and paste") and as a saved
 * selection of blocks can be kept. The text form is JSON with a type marker and a version, so anything else on the
 * clipboard is told apart, and a later version can be read by migrating it.
 *
 * A fragment is untrusted input (it may come from another studio, another program or a hand-edited text): read it
 * with readBlockFragment, which bounds its size and depth before any schema sees it.
 */
export const blockFragmentType = 'voix/blocks'
export const blockFragmentVersion = 1

/** The most a fragment holds: top-level blocks, and its JSON text in characters (about 1 MB). */
export const blockFragmentLimits = { blocks: 100, textLength: 1_000_000 } as const

export const BlockFragment = z
  .object({
    type: z.literal(blockFragmentType),
    version: z.literal(blockFragmentVersion),
    /** Where it was copied from, to say so when it is pasted ("from Hyatt Ziva, Rooms"); ids are informational only. */
    source: z
      .object({
        origin: z.string().max(300).optional(),
        siteId: Id.optional(),
        pageId: Id.optional(),
        pageTitle: z.string().max(300).optional(),
        layout: z.string().max(100).optional(),
      })
      .strict()
      .default({}),
    /** The blocks in page order, each with its whole subtree; their ids are replaced when they are put in a page. */
    blocks: z.array(Element).min(1, 'holds no blocks').max(blockFragmentLimits.blocks, `holds more than ${blockFragmentLimits.blocks} blocks`),
  })
  .strict()
export type BlockFragment = z.infer<typeof BlockFragment>

/** Why a text is not a fragment that can be used, in an editor's words. */
export class BlockFragmentError extends Error {}

/** The fragment as text, for the clipboard or storage. */
export function writeBlockFragment(blocks: readonly Element[], source: BlockFragment['source'] = {}): string {
  const fragment: BlockFragment = { type: blockFragmentType, version: blockFragmentVersion, source, blocks: [...blocks] }
  return JSON.stringify(fragment)
}

/** Whether a text looks like a fragment at all (a cheap test before parsing: other clipboard text is not ours). */
export function looksLikeBlockFragment(text: string): boolean {
  return /^\s*\{/.test(text) && text.includes(`"${blockFragmentType}"`)
}

/**
 * Reads a fragment from text: size first, then JSON, then depth (so no recursive schema meets a hostile tree),
 * then the schema. Throws BlockFragmentError with what is wrong.
 */
export function readBlockFragment(text: string): BlockFragment {
  if (!looksLikeBlockFragment(text)) throw new BlockFragmentError('The clipboard holds no blocks: copy blocks in the studio first (select them, then Ctrl+C or “Copy”)')
  if (text.length > blockFragmentLimits.textLength)
    throw new BlockFragmentError(`The copied blocks are too large to paste (more than ${Math.round(blockFragmentLimits.textLength / 1000)} KB of content): copy fewer blocks at a time`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new BlockFragmentError('The copied blocks are damaged (the text was cut short or changed): copy them again')
  }
  const version = (value as { version?: unknown } | null)?.version
  if (typeof version === 'number' && version > blockFragmentVersion)
    throw new BlockFragmentError('The blocks were copied from a newer version of the studio: reload this window and paste again')
  const nesting = checkNesting(value)
  if (nesting) throw new BlockFragmentError(`The copied blocks cannot be pasted: ${nesting.message}`)
  const parsed = BlockFragment.safeParse(value)
  if (!parsed.success) {
    // The path of a schema issue means nothing to an editor: the text was changed after it was copied, or is not ours.
    throw new BlockFragmentError(`The copied blocks are not in a form the studio can paste (${parsed.error.issues[0]!.message}): copy them again from the studio`)
  }
  return parsed.data
}
