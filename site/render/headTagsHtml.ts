import { headTagProblems } from '../../catalogue/fields/headTagCheck.ts'
import type { PagePayload } from '../payload/PagePayload.ts'

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The page's head tags. The build already dropped (and named) those that fail the allowlist or, for scripts,
 * the admin's origins; the allowlist is applied once more here, at the last step before HTML, so no payload
 * however made can write an event handler, a style or a javascript: URL. Values are escaped; names come from
 * the allowlist. A script is written empty and closed: a head tag has no inline code.
 */
export function headTagsHtml(head: PagePayload['page']['head']): string {
  return head
    .filter((tag) => headTagProblems(tag).length === 0)
    .map((tag) => {
      const open = `<${tag.tag} ${Object.entries(tag.attrs).map(([k, v]) => (v === '' && tag.tag === 'script' ? k : `${k}="${escapeAttr(v)}"`)).join(' ')}>`
      return tag.tag === 'script' ? `${open}</script>` : open
    })
    .join('\n')
}
