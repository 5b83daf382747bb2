import { resolve } from 'node:path'
import { expect, test } from './test.ts'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { readPublishedSnapshot } from '../content-api/store/readPublishedSnapshot.ts'
import { buildAgain, e2eDataDir } from './site-build.ts'

async function defaultSiteId(): Promise<string> {
  const db = await openDatabase({ sqliteFile: resolve(e2eDataDir, 'voix.sqlite') })
  try {
    const snapshot = await readPublishedSnapshot(db)
    return (snapshot.sites.find((s) => s.isDefault) ?? snapshot.sites[0]!).id
  } finally {
    await db.close()
  }
}

test('a built page shows stored specials and posts, and a general slider of magazine slides slides', async ({ page }) => {
  const slide = (title: string) => ({ ...newSliceFromBlock('CollectionMagazineSlide', { title, image: { url: '/demo/magazine.svg', alt: '' } }), slot: 'default' })
  const slider = { ...newSliceFromBlock('CollectionSlider', { label: 'Stories', slides: 1 }), elements: [slide('First story'), slide('Second story'), slide('Third story')] }
  const specials = newSliceFromBlock('SpecialsSpecialOffers', { title: 'Current offers', specials: ['special-resort-credit', 'special-40-off', 'no-such-special'] })
  const blog = newSliceFromBlock('BlogsBlogList', { title: 'From the blog', postType: 'blog' })
  await buildAgain([
    { id: 'blocks-b-data', site_id: await defaultSiteId(), path: '/blocks-b-data', title: 'Blocks with data', layout: 'playaresorts', elements: [slider, specials, blog] },
  ])

  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/blocks-b-data')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

  // The offers picked, in the order picked; an unknown id is left out.
  const offers = page.locator('.v-special__title')
  await expect(offers).toHaveText(['$500 resort credit', 'Save up to 40%'])
  await expect(page.getByText('Extra 5% for members')).toBeVisible()
  await expect(page.locator('.v-special__badge')).toHaveText('40% off')

  await expect(page.getByRole('link', { name: 'Ten things to pack for the Caribbean', exact: true })).toHaveAttribute('href', '/blog/what-to-pack')

  const stories = page.getByRole('region', { name: 'Stories' })
  await expect(stories.getByRole('heading', { name: 'First story' })).toBeVisible()
  await stories.getByRole('button', { name: 'Next slide' }).click()
  await expect(stories).toHaveAttribute('data-start', '1')
  await expect(stories.getByRole('heading', { name: 'Second story' })).toBeVisible()
  await stories.focus()
  await page.keyboard.press('End')
  await expect(stories.getByRole('heading', { name: 'Third story' })).toBeVisible()
  expect(errors).toEqual([])
})
