import { checkUrl } from '../../catalogue/fields/checkUrl.ts'
import { Menu, type MenuItem } from '../../catalogue/model/site.ts'
import { invalid, type Issue } from '../http/ApiError.ts'

function hrefIssues(items: readonly MenuItem[], at: string, issues: Issue[]): void {
  items.forEach((item, i) => {
    const checked = checkUrl(item.href)
    if (!checked.ok) issues.push({ path: `${at}.${i}.href`, message: `menu item '${item.label}': unsafe URL: ${checked.reason}` })
    if (item.children) hrefIssues(item.children, `${at}.${i}.children`, issues)
  })
}

/**
 * A menu's links are checked like link fields on save (no javascript:, data: and the like). Stored menus still
 * load as they are (the site leaves an unsafe one unlinked, see MenuList), so nothing stored is lost.
 */
export async function prepareMenu(body: Record<string, unknown>): Promise<{ doc: Menu }> {
  const doc = Menu.parse(body)
  const issues: Issue[] = []
  hrefIssues(doc.items, 'items', issues)
  if (issues.length) throw invalid(`Menu '${doc.name}'`, issues)
  return { doc }
}
