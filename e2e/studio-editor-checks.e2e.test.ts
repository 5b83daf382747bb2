import { expect, test, type Page } from './test.ts'
import { pageWithProblems } from './pageWithProblems.ts'
import { editorAccessToken, signIn } from './studioSignIn.ts'

test.use({ viewport: { width: 1440, height: 900 } })

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
const stampOf = () => `${Date.now() % 1_000_000}-${test.info().retry}`

test('pre-publish checks follow the page, say where each fix is made and go there; a check an admin makes blocking stops Save and publish', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000)
  const stamp = stampOf()
  // An offer whose photo has no alt text: that is fixed in the offer, not in the page.
  const { auth, special, created } = await pageWithProblems(page, request, baseURL!, stamp)

  await signIn(page)
  await page.goto(`/voix/studio?page=${created.id}`)
  const checks = page.getByRole('region', { name: 'Before publishing' })
  const problems = checks.getByRole('listitem')
  // Both photos lack alt text, and the offers' headings (h3) follow the intro's h1.
  await expect(checks.getByRole('status')).toHaveText('3 problems to fix')
  // Each named by what editors see (the block's label, the file's name), with the place the fix is made.
  await expect(problems.filter({ hasText: 'The pool at dusk' })).toContainText('Image without alt text in The pool at dusk: The image pool.svg has no alt text')
  await expect(problems.filter({ hasText: 'The pool at dusk' }).getByRole('button', { name: 'Fix in the field “Image”' })).toBeVisible()
  const inOffer = problems.filter({ hasText: `Spa weekend ${stamp}` }).getByRole('link', { name: `Fix in the special “Spa weekend ${stamp}”, field “Image” (opens in a new tab)` })
  await expect(inOffer).toHaveAttribute('href', `/voix/specials/edit/${special.id}?field=image`)
  await shot(page, 'checks-1440')

  // The record's fix opens its form with the cursor in the image's alt text, ready to type.
  const [form] = await Promise.all([page.context().waitForEvent('page'), inOffer.click()])
  await expect(form.getByRole('heading', { name: `Special: Spa weekend ${stamp}` })).toBeVisible()
  await expect(form.locator('[data-field="image"] input[name="image.alt"]')).toBeFocused()
  await form.close()

  // An admin makes missing alt text stop publishing: Save and publish is refused, saying what to fix and where.
  const settings = (await (await request.get('/api/settings/publish-checks', { headers: auth })).json()) as { version: number }
  const chosen = await request.put('/api/settings/publish-checks', { headers: { ...auth, 'If-Match': `"${settings.version}"` }, data: { blocking: ['missing-alt'], imageBudgetKb: 300 } })
  expect(chosen.status(), await chosen.text()).toBe(200)
  try {
    await page.reload()
    await expect(checks.getByRole('status')).toHaveText('3 problems to fix')
    await expect(checks.getByText('(stops publishing)')).toHaveCount(2)
    await page.getByRole('button', { name: 'Save and publish', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText(`The page ${created.path} was not published: an image has no alt text in “The pool at dusk”`)
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText('the list beside the publish buttons shows where')

    // The block's fix selects it with the cursor in its alt text; once typed, the checks run again by themselves.
    await problems.filter({ hasText: 'The pool at dusk' }).getByRole('button', { name: 'Fix in the field “Image”' }).click()
    const alt = page.locator('.fields [data-field="image"] input[name$=".alt"]')
    await expect(alt).toBeFocused()
    await page.keyboard.type('The infinity pool at dusk, facing the sea')
    await expect(checks.getByRole('status')).toHaveText('2 problems to fix')
    await expect(problems.filter({ hasText: 'The pool at dusk' })).toHaveCount(0)
    await expect(problems.filter({ hasText: 'Image without alt text' })).toContainText(`Spa weekend ${stamp}`)
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await checks.scrollIntoViewIfNeeded()
    await shot(page, 'checks-390')
  } finally {
    const current = (await (await request.get('/api/settings/publish-checks', { headers: auth })).json()) as { version: number }
    await request.put('/api/settings/publish-checks', { headers: { ...auth, 'If-Match': `"${current.version}"` }, data: { blocking: [], imageBudgetKb: 300 } })
  }
})

test('an editor of one site starts a new special on their site, not on every site, and saves it', async ({ browser, page, request, baseURL }) => {
  test.setTimeout(90_000)
  const stamp = stampOf()
  const tokenPage = await page.context().newPage()
  const auth = { Authorization: `Bearer ${await editorAccessToken(tokenPage, request, baseURL!)}` }
  await tokenPage.close()
  const who = { email: `rita.${stamp}@voix.localhost`, name: 'Rita Gomez', password: 'rita-gomez-password-1' }
  const user = await request.post('/api/users', { headers: auth, data: { ...who, role: 'editor', sites: ['hyatt-ziva'] } })
  expect(user.status(), await user.text()).toBe(201)

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const rita = await context.newPage()
  await signIn(rita, '/voix', who)
  await rita.goto('/voix/specials/create')
  const site = rita.locator('[data-field="site_id"] select')
  await expect(site.locator('option:checked')).toHaveText('Hyatt Ziva')
  await expect(site.locator('option')).not.toContainText(['Every site'])
  await rita.locator('[data-field="title"] input').fill(`Ziva family week ${stamp}`)
  await expect.poll(() => rita.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await shot(rita, 'special-one-site-390')
  await rita.getByRole('button', { name: 'Create special', exact: true }).click()
  await expect(rita.getByRole('heading', { name: `Special: Ziva family week ${stamp}` })).toBeVisible()
  await expect(rita.getByRole('alert')).toHaveCount(0)
  await rita.setViewportSize({ width: 1440, height: 900 })
  await shot(rita, 'special-one-site-1440')
  await context.close()
})
