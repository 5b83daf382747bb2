import { expect, test, type Page } from './test.ts'
import { readdirSync, readFileSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import { buildAgain, e2eDataDir } from './site-build.ts'

async function open(page: Page, url = '/') {
  await page.goto(url)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}
const buildOf = (page: Page) => page.locator('meta[name="voix-build"]').getAttribute('content')
const documents = (page: Page) => {
  const urls: string[] = []
  page.on('request', (r) => void (r.resourceType() === 'document' && urls.push(r.url())))
  return urls
}

test('a new build landing under an open tab is noticed by polling builds/latest.json, and the next click loads it whole', async ({ page }) => {
  await page.clock.install()
  await open(page)
  const before = await buildOf(page)
  const polls: string[] = []
  page.on('request', (r) => void (r.url().includes('/builds/latest.json?') && polls.push(r.url())))
  const next = await buildAgain()
  expect(next.buildId).not.toBe(before)
  await page.clock.fastForward(61_000)
  await expect(page.locator('html')).toHaveAttribute('data-new-build', next.buildId)
  expect(polls[0]).toMatch(/\/builds\/latest\.json\?\d+$/)
  const loads = documents(page)
  await page.locator('.v-chrome-menu a[href="/rooms"]').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms and suites' })).toBeVisible()
  await expect.poll(() => buildOf(page)).toBe(next.buildId)
  expect(loads).toHaveLength(1) // a full page load of the new build, not a payload rendered by old code
})

test('a payload from a newer build than the tab is not mixed in: the page loads whole instead', async ({ page }) => {
  await open(page)
  const next = await buildAgain()
  const loads = documents(page)
  await page.locator('.v-chrome-menu a[href="/dining"]').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible()
  await expect.poll(() => buildOf(page)).toBe(next.buildId)
  expect(loads.map((u) => new URL(u).pathname)).toEqual(['/dining'])
})

test('a chunk gone after a deploy reloads the page once, with a fresh marker, and only once per path in 10 s', async ({ page }) => {
  test.setTimeout(90_000) // a build, and 10 s of waiting out the guard's window
  await open(page)
  const before = await buildOf(page)
  // A real new build lands under the open tab…
  const next = await buildAgain()
  expect(next.buildId).not.toBe(before)
  // …and the code of a layout this tab has not loaded yet disappears, as when a CDN drops an old build's files.
  const assets = join(e2eDataDir, 'site', 'static', 'assets', 'chunks')
  const chunk = readdirSync(assets).find((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes('Wyndham Alltra Cancun'))!
  expect(chunk).toBeTruthy()
  renameSync(join(assets, chunk), join(assets, `${chunk}.gone`))
  try {
    const loads = documents(page)
    await page.evaluate(() => {
      const a = Object.assign(document.createElement('a'), { href: '/rooms?layout=wyndham-cancun', id: 'to-wyndham', textContent: 'Wyndham' })
      document.querySelector('.v-main')!.prepend(a)
    })
    await page.locator('#to-wyndham').click()
    await expect(page).toHaveURL(/\/rooms\?layout=wyndham-cancun&voix-fresh=\d+$/)
    // The reload is a whole page of the new build.
    await expect.poll(() => buildOf(page)).toBe(next.buildId)
    // The reloaded page fails the same way within 10 s: no second reload, the error screen instead.
    await expect(page.locator('.v-error--catch-all')).toBeVisible()
    await expect(page.locator('.v-error__message')).toContainText('dynamically imported module')
    // The payload named a newer build, so the click was a whole page load; its missing chunk reloaded it once.
    expect(loads.map((u) => new URL(u).search.replace(/\d+$/, 'N'))).toEqual(['?layout=wyndham-cancun', '?layout=wyndham-cancun&voix-fresh=N'])
    // Once 10 s have passed the guard may reload that path again (once), keeping the marker it already has.
    await page.waitForTimeout(10_500)
    await page.reload()
    await expect(page.locator('.v-error--catch-all')).toBeVisible()
    await expect.poll(() => loads.length).toBe(4)
    expect(loads.slice(2).map((u) => new URL(u).search.replace(/\d+$/, 'N'))).toEqual(['?layout=wyndham-cancun&voix-fresh=N', '?layout=wyndham-cancun&voix-fresh=N'])
  } finally {
    renameSync(join(assets, `${chunk}.gone`), join(assets, chunk))
  }
})
