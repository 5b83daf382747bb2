import { expect, test, type Page } from './test.ts'

const preview = async (page: Page, component: string, template = 0) => {
  await page.goto(`/voix/slice-preview/${component}${template ? `/${template}` : ''}`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

test.describe('agents portal popup', () => {
  test('always-show is open in the HTML and closes', async ({ page }) => {
    await preview(page, 'AgentsPortalPopup', 1)
    const dialog = page.getByRole('dialog', { name: 'New: fam trips for 2027' })
    await expect(dialog).toBeVisible()
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('dialog', { name: 'New: fam trips for 2027' })).toBeVisible()
  })

  test('on-click opens only from a link to its target name', async ({ page }) => {
    await preview(page, 'AgentsPortalPopup', 0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // Links an editor puts in other blocks' copy.
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<a href="#other-thing">Other</a> <a href="#double-points">See double points</a>')
    })
    await page.getByRole('link', { name: 'Other' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('link', { name: 'See double points' }).click()
    await expect(page.getByRole('dialog', { name: /Double points this month/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('automatic opens once, until its cookie is set by closing it', async ({ page, context }) => {
    await preview(page, 'AgentsPortalPopup', 2)
    await expect(page.getByRole('dialog', { name: 'Welcome to AgentCashPlus' })).toBeVisible()
    await page.getByRole('button', { name: 'Close' }).click()
    expect((await context.cookies()).find((c) => c.name === 'acp-welcome-seen')?.value).toBe('1')
    await preview(page, 'AgentsPortalPopup', 2)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test.describe('login required button', () => {
  test('a visitor sees the logged-out text and no link', async ({ page }) => {
    await preview(page, 'AgentsPortalLoginRequiredButton')
    await expect(page.getByText('Login For Details')).toBeVisible()
    await expect(page.getByRole('link', { name: 'See the agent rates' })).toHaveCount(0)
  })

  test('a cookie set by hand reveals nothing: the link is not in the page, and the server names nobody', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'voix-agent', value: encodeURIComponent('Maria Lopez'), url: baseURL! }])
    const asked = page.waitForResponse((r) => r.url().includes('/auth/agent?'))
    await preview(page, 'AgentsPortalLoginRequiredButton')
    expect((await asked).status()).toBe(401)
    await expect(page.getByText('Login For Details')).toBeVisible()
    await expect(page.getByRole('link', { name: 'See the agent rates' })).toHaveCount(0)
    expect(await page.content()).not.toContain('/agents/rates')
    await preview(page, 'AgentsPortalHero')
    await expect(page.getByText('Maria Lopez')).toHaveCount(0)
  })
})
