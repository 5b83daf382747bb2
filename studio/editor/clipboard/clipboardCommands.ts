import { readBlockFragment } from '../../../catalogue/model/blockFragment.ts'
import type { Element } from '../../../catalogue/model/element.ts'
import { collectIds } from '../../../catalogue/model/operations/index.ts'
import type { PageStore } from '../store/createPageStore.ts'
import { readBlocks, writeBlocks } from './blockClipboard.ts'
import { blocksToCopy, copiedText } from './blocksToCopy.ts'
import { cleanFragmentText } from './cleanRichText.ts'

const blocks = (n: number) => `${n} block${n === 1 ? '' : 's'}`

/** Copies the selected blocks (or `ids`) to the clipboard and says so. */
export async function copyBlocks(store: PageStore, ids?: readonly string[]): Promise<void> {
  const s = store.getState()
  const copied = copiedText(s.history.present, ids ?? s.admin.selectedElements, location.origin)
  if (!copied) return s.setNotice('Select the blocks to copy first')
  const inSystem = await writeBlocks(copied.text)
  store
    .getState()
    .setNotice(
      inSystem
        ? `Copied ${blocks(copied.count)}: paste them into any page, in this window or another (Ctrl+V or “Paste after”)`
        : `Copied ${blocks(copied.count)} for the studio windows of this browser only (the browser did not allow the system clipboard): paste them there with Ctrl+V or “Paste after”`,
    )
}

/** The outermost new elements: what a paste put in the page. */
function pastedTop(elements: readonly Element[], before: ReadonlySet<string>): string[] {
  const fresh = new Set(collectIds(elements).filter((id) => !before.has(id)))
  return blocksToCopy(elements, [...fresh]).map((el) => el.id)
}

/** Pastes copied blocks after `afterId` (else after the last selected block, else at the end); selects what was pasted. */
export async function pasteBlocks(store: PageStore, afterId?: string): Promise<void> {
  const text = cleanFragmentText(await readBlocks())
  const s = store.getState()
  const page = s.history.present
  const anchor = afterId ?? blocksToCopy(page.elements, s.admin.selectedElements).at(-1)?.id ?? null
  const before = new Set(collectIds(page.elements))
  if (!s.edit('pasteBlocks', text, anchor)) return
  const pasted = pastedTop(store.getState().history.present.elements, before)
  store.getState().selectElements(pasted)
  const from = readBlockFragment(text).source.pageTitle
  store.getState().setNotice(`Pasted ${blocks(pasted.length)}${from ? ` from “${from}”` : ''}: Undo takes the whole paste back`)
}
