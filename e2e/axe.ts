import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from './test.ts'

/**
 * The studio's screens checked by the accessibility test (e2e/accessibility.e2e.test.ts), each as a path under
 * /voix and what shows it is ready. Add a screen here when it is built.
 */
const headed = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
export const studioScreens: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'page list', path: '/voix', ready: headed },
  { name: 'new page', path: '/voix/pages/create', ready: (page) => expect(page.getByLabel('Title', { exact: true })).toBeVisible() },
  { name: 'translate', path: '/voix/pages/translate', ready: headed },
  { name: 'releases', path: '/voix/releases', ready: headed },
  { name: 'profile', path: '/voix/profile', ready: headed },
  { name: 'form submissions', path: '/voix/forms', ready: headed },
  { name: 'webhooks', path: '/voix/webhooks', ready: headed },
  { name: 'cookbook', path: '/voix/cookbook', ready: headed },
  { name: 'documentation', path: '/voix/documentation', ready: headed },
  { name: 'slicer', path: '/voix/slicer', ready: headed },
  { name: 'design guide', path: '/voix/slicer/design-guide', ready: headed },
  { name: 'style guide', path: '/voix/style-guide', ready: headed },
  { name: 'copy a page', path: '/voix/pages/copy', ready: headed },
  { name: 'media library', path: '/voix/media', ready: headed },
  { name: 'publishing', path: '/voix/publishing', ready: headed },
  { name: 'caches', path: '/voix/caches', ready: headed },
  { name: 'audit log', path: '/voix/audit', ready: headed },
  // Every record type's list and its form for a new record (studio/records/recordConfigs.ts).
  ...['menus', 'posts', 'brands', 'resorts', 'specials', 'fact-sheets', 'booking-code-triggers', 'head-tags', 'redirects', 'users'].flatMap((type) => [
    { name: `${type} list`, path: `/voix/${type}`, ready: (page: Page) => expect(page.getByRole('table').or(page.locator('.records__empty')).first()).toBeVisible() },
    { name: `new ${type} form`, path: `/voix/${type}/create`, ready: headed },
  ]),
]

/**
 * Runs axe on what the page shows now (optionally only inside `include`) and fails on any serious or critical
 * violation, naming each rule, its help text and the elements it found, so the report says what to fix.
 */
export async function expectNoSeriousViolations(page: Page, what: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n')}`)
  expect(report, `${what}: serious or critical accessibility violations`).toEqual([])
}
