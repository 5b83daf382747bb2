import type { Kysely } from 'kysely'
import { convertStoredLinks } from '../../links/linkPathsToIds.ts'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Links by identity for blog posts: 0033 gave stored links to pages their page's id; a link or menu item whose
 * address is `/blog/{slug}` of a post of its site now gets that post's id too (content-api/links/linkPathsToIds.ts),
 * so it follows the post when its slug changes. Links already by identity are left as they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await convertStoredLinks(db)
}

// The ids stay: each link keeps its address beside its id, so an older reader still has a working link.
export async function down(): Promise<void> {}
