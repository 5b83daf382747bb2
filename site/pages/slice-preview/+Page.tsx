import type { PagePayload } from '../../payload/PagePayload.ts'
import { ElementTree } from '../../render/ElementTree.tsx'

/**
 * The block alone in its layout's styling, without the site's header and footer: the screenshot and the
 * studio's picker show the block, not the chrome around it.
 */
export default function Page({ payload }: { payload: PagePayload }) {
  return (
    <main className={`v-layout v-layout--${payload.page.layout} v-slice-preview`} data-slice-preview={payload.page.id}>
      <ElementTree nodes={payload.tree.nodes} />
    </main>
  )
}
