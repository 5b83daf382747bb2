import { expect, test } from './test.ts'
import { listBlockDefinitions } from '../catalogue/blocks/definitions.ts'
import { sectionBlock } from '../catalogue/model/sections/expandSections.ts'
import { signIn } from './studioSignIn.ts'

// The blocks the picker offers: a shared section's placeholder is placed from the picker's sections instead.
const blocks = listBlockDefinitions().filter((d) => ['agents-portal', 'generic', 'global'].includes(d.group) && d.component !== sectionBlock)

test('every agents-portal, generic and global block is prerendered with each template, and has its preview image', async ({ request }) => {
  expect(blocks.length).toBeGreaterThanOrEqual(40)
  for (const block of blocks) {
    for (let n = 0; n < Math.max(1, block.templates.length); n++) {
      const response = await request.get(`/voix/slice-preview/${block.component}${n ? `/${n}` : ''}`)
      expect(response.status(), `${block.component} template ${n}`).toBe(200)
      expect(await response.text(), block.component).toContain(`data-component="${block.component}"`)
    }
    const image = await request.get(block.preview)
    expect(image.status(), block.preview).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
  }
  expect((await request.get('/voix/previews/NoSuchBlock.png')).status()).toBe(404)
})

test('the fact sheets block lists the published fact sheets, filtered by its style', async ({ page }) => {
  await page.goto('/voix/slice-preview/GlobalFactSheets')
  const items = page.locator('.v-fact-sheets li a')
  await expect(items.first()).toHaveText('Playa Hotels & Resorts corporate fact sheet')
  expect(await items.count()).toBeGreaterThanOrEqual(3)
  await page.goto('/voix/slice-preview/GlobalFactSheets/1')
  await expect(page.getByRole('heading', { name: 'Corporate fact sheets' })).toBeVisible()
  await expect(items).toHaveText(['Playa Hotels & Resorts corporate fact sheet'])
})

test('the studio’s block picker shows the generated preview', async ({ page }) => {
  await signIn(page)
  await page.goto('/voix/pages/create')
  await page.getByLabel('Title', { exact: true }).fill('Picker check')
  await page.getByLabel('Path', { exact: true }).fill('/picker-check')
  await page.getByRole('button', { name: 'Create and edit' }).click()
  await page.getByRole('button', { name: 'Add block' }).click()
  const card = page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: 'Countdown clock', exact: true })
  await card.scrollIntoViewIfNeeded()
  const image = card.locator('img')
  await expect(image).toHaveAttribute('src', '/voix/previews/GlobalCountdownClock.png')
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480)
})
