import type { PagePayload } from '../payload/PagePayload.ts'

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The page's head tags; names were checked by the schema, values are escaped here. */
export function headTagsHtml(head: PagePayload['page']['head']): string {
  return head
    .map((tag) => `<${tag.tag} ${Object.entries(tag.attrs).map(([k, v]) => `${k}="${escapeAttr(v)}"`).join(' ')}>`)
    .join('\n')
}
