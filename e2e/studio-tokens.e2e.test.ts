import { expect, test, type Page } from './test.ts'
import { signIn } from './studioSignIn.ts'

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })

test('an admin makes a read-only token, sees it once, a program uses it, the screen shows its last use, and once revoked the API refuses it', async ({ page, request }) => {
  test.setTimeout(90_000)
  const name = `Nightly export ${Date.now() % 1_000_000}`
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page.getByRole('navigation').getByRole('link', { name: 'API tokens' }).click()
  await expect(page.getByRole('heading', { name: 'API tokens' })).toBeVisible()
  await page.getByLabel('Name').fill(name)
  await page.getByRole('radio', { name: /^Read only/ }).check()
  await page.getByLabel('Expires after').selectOption({ label: '30 days' })
  await page.getByRole('button', { name: 'Make token' }).click()
  const shown = page.getByRole('status', { name: 'New token' })
  const token = (await shown.locator('code').textContent())!
  expect(token).toMatch(/^voix_[A-Za-z0-9_-]{43}$/)
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row.getByRole('cell', { name: 'Read only', exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: 'Never used' })).toBeVisible()
  await shot(page, 'tokens-shown-once-1440')

  // Shown once: gone when dismissed, and not in the list after a reload.
  await shown.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByText(token)).toHaveCount(0)
  await page.reload()
  await expect(row).toBeVisible()
  expect(await page.content()).not.toContain(token)

  // A program reads with it, and may not write with it.
  const asProgram = { Authorization: `Bearer ${token}` }
  const read = await request.get('/api/pages?limit=1', { headers: asProgram })
  expect(read.status(), await read.text()).toBe(200)
  const made = await request.post('/api/tokens', { headers: asProgram, data: { name: 'child', scope: 'publish' } })
  expect(made.status()).toBe(403)
  await page.reload()
  await expect(row.getByRole('cell', { name: 'Never used' })).toHaveCount(0)
  await expect(row.getByRole('cell', { name: /^Works until / })).toBeVisible()

  // Revoked after asking; the program is refused from then on.
  await row.getByRole('button', { name: 'Revoke' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Programs using this token are refused from now on')
  await dialog.getByRole('button', { name: 'Revoke token' }).click()
  await expect(row.getByRole('cell', { name: /^Revoked / })).toBeVisible()
  await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0)
  const refused = await request.get('/api/pages?limit=1', { headers: asProgram })
  expect(refused.status()).toBe(401)

  // The audit log names the token, not its id.
  await page.goto('/voix/audit')
  await page.getByLabel('What').selectOption({ label: 'API tokens' })
  await expect(page.getByRole('cell', { name: `Revoked token “${name}”` }).first()).toBeVisible()
  await shot(page, 'tokens-audit-1440')

  await page.goto('/voix/tokens')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(row).toBeVisible()
  await shot(page, 'tokens-390')
})
