import { expect, test, type Page } from './test.ts'
import { getBlockDefinition } from '../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import type { Element } from '../catalogue/model/element.ts'
import type { HydrationMode } from '../catalogue/model/element.ts'
import { newGroup } from '../catalogue/model/newGroup.ts'
import { buildAgain } from './site-build.ts'

// One page holding every feature of the element renderer, published by a real build of the running server.
let n = 0
const id = () => `r-${n++}`
const intro = (title: string, extra: Partial<Element> = {}): Element => ({ ...newSliceFromBlock('GlobalIntro', { title, titleTag: 'h2' }, id), ...extra })
const gallery = (hydration: HydrationMode, domId: string): Element => ({
  ...newSliceFromBlock('GlobalGalleries', getBlockDefinition('GlobalGalleries').templates[0]!.values, id),
  hydration_mode: hydration,
  properties: { dom_id: domId, settings: [] },
})
const group = (domId: string, elements: Element[], el?: string): Element => ({
  ...newGroup('Group', id),
  elements,
  properties: { dom_id: domId, settings: [] },
  administration: { permissions: [], gui: el ? { el } : {} },
})

const styled = intro('Responsive title')
styled.fields = styled.fields.map((f) =>
  f.name === 'title'
    ? { ...f, properties: [{ breakpoint: 'default', fontSize: '20px' }, { breakpoint: 'lg', fontSize: '48px', textAlign: 'right' }] }
    : f.name === 'copy'
      ? { ...f, enabled: false, value: '<p>A field that is switched off</p>' }
      : f,
)
const cards = { ...newSliceFromBlock('CollectionCards', { title: 'Cards with slotted children' }, id), elements: [] as Element[] }
cards.elements = ['Card A', 'Card B'].map((title) => ({ ...newSliceFromBlock('CollectionCard', { title }, id), slot: 'default' }))

const elements: Element[] = [
  gallery('load', 'gallery-load'),
  group('outer', [intro('First in the group'), group('inner', [intro('Nested two deep')], 'section')], 'section'),
  intro('A disabled element', { enabled: false }),
  styled,
  cards,
  intro('Promo visitors only', { conditions_settings: { type: 'and', conditions: [{ key: 'query:promo', operator: 'equals', value: 'yes' }] } }),
  intro('Golf fans only', { conditions_settings: { type: 'or', conditions: [{ key: 'xp:golf', operator: 'greater_than', value: 2 }] } }),
  gallery('none', 'gallery-none'),
  group('spacer', [intro('Spacer 1'), intro('Spacer 2'), intro('Spacer 3'), intro('Spacer 4')]),
  gallery('visible', 'gallery-visible'),
]

test.beforeAll(async () => {
  test.setTimeout(120_000)
  await buildAgain([{ id: 'renderer-check', site_id: 'playaresorts', path: '/renderer-check', title: 'Renderer check', layout: 'playaresorts', elements }])
})

async function open(page: Page, url = '/renderer-check') {
  await page.goto(url)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

test('elements render in order and nested, groups with their tag and dom_id, slots inside their parent; disabled elements and fields are left out', async ({ page }) => {
  await open(page)
  const main = page.locator('.v-main')
  // In order; the conditional ones are in the HTML too (hidden until the browser decides).
  const titles = ['First in the group', 'Nested two deep', 'Responsive title', 'Promo visitors only', 'Golf fans only', 'Spacer 1', 'Spacer 2', 'Spacer 3', 'Spacer 4']
  await expect(main.locator('.v-intro__title')).toHaveText(titles)
  await expect(page.locator('section#outer > .v-slice .v-intro__title')).toHaveText('First in the group')
  await expect(page.locator('section#outer > section#inner .v-intro__title')).toHaveText('Nested two deep')
  await expect(page.locator('div#spacer.v-group')).toBeAttached()
  await expect(page.locator('#gallery-load[data-component="GlobalGalleries"]')).toBeAttached()
  const parent = page.locator('[data-component="CollectionCards"]')
  await expect(parent.locator('[data-component="CollectionCard"]')).toHaveCount(2)
  await expect(parent.locator('[data-component="CollectionCard"]')).toContainText(['Card A', 'Card B'])
  await expect(page.getByText('A disabled element')).toHaveCount(0)
  await expect(page.getByText('A field that is switched off')).toHaveCount(0)
})

test('per-breakpoint field properties are responsive styles', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page)
  const title = page.getByRole('heading', { name: 'Responsive title' })
  await expect(title).toHaveCSS('font-size', '48px')
  await expect(title).toHaveCSS('text-align', 'right')
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(title).toHaveCSS('font-size', '20px')
  await expect(title).not.toHaveCSS('text-align', 'right')
})

test('conditions are evaluated in the browser against the visitor: query and experience points', async ({ page }) => {
  await open(page)
  await expect(page.getByText('Promo visitors only')).toBeAttached() // in the HTML…
  await expect(page.getByText('Promo visitors only')).toBeHidden() // …but not shown
  await expect(page.getByText('Golf fans only')).toBeHidden()
  await open(page, '/renderer-check?promo=yes')
  await expect(page.getByText('Promo visitors only')).toBeVisible()
  await expect(page.getByText('Golf fans only')).toBeHidden()
  await page.evaluate(() => localStorage.setItem('voix:golf', '3'))
  await open(page)
  await expect(page.getByText('Golf fans only')).toBeVisible()
  await expect(page.getByText('Promo visitors only')).toBeHidden()
})

test("each slice's hydration mode is honoured: load at once, visible when scrolled to, none never", async ({ page }) => {
  await open(page)
  const pools = (domId: string) => page.locator(`#${domId}`).getByRole('button', { name: 'Pools' })
  await expect(page.locator('#gallery-load')).toHaveAttribute('data-hydration', 'load')
  await pools('gallery-load').click()
  await expect(pools('gallery-load')).toHaveAttribute('aria-pressed', 'true')

  await expect(page.locator('#gallery-none')).toHaveAttribute('data-hydration', 'none')
  await pools('gallery-none').click()
  await page.waitForTimeout(500)
  await expect(pools('gallery-none')).toHaveAttribute('aria-pressed', 'false')

  await expect(page.locator('#gallery-visible')).toHaveAttribute('data-hydration', 'visible')
  await page.locator('#gallery-visible').scrollIntoViewIfNeeded()
  await expect(async () => {
    await pools('gallery-visible').click()
    await expect(pools('gallery-visible')).toHaveAttribute('aria-pressed', 'true', { timeout: 500 })
  }).toPass({ timeout: 10_000 })
})
