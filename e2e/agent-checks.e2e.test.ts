import { expect, test } from './test.ts'
import { mkdirSync } from 'node:fs'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { editorAccessToken, signIn } from './studioSignIn.ts'

/** The demo's travel agent, as playwright.config.ts seeds it (AGENT_PASSWORD), and their own start page. */
const agent = { email: 'agent@voix.localhost', password: 'e2e-agent-password-1' }
const dashboardPath = '/agents/dashboard'
const shots = '.data/shots'

test('a travel agent signs in from the portal and sees their own data on their dashboard; nobody else gets it', async ({ page, request, baseURL }) => {
  const { port } = new URL(baseURL!)
  const portal = `http://agent-cash-plus.localhost:${port}`
  // Logged out, the page is not there to read: the server sends the visitor to sign in, with none of the agent's data.
  const anonymous = await request.get(`http://localhost:${port}${dashboardPath}`, { headers: { host: `agent-cash-plus.localhost:${port}` }, maxRedirects: 0 })
  expect(anonymous.status()).toBe(302)
  expect(await anonymous.text()).not.toContain('Sunset Travel')

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${portal}${dashboardPath}`)
  // The product's own sign-in page, then back to the page the agent asked for.
  await page.fill('input[name=email]', agent.email)
  await page.fill('input[name=password]', agent.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${portal}${dashboardPath}`)

  const dashboard = page.locator('.v-ap-dashboard')
  await expect(dashboard.getByText('Welcome back, Demo Travel Agent')).toBeVisible()
  await expect(dashboard.locator('.v-ap-dashboard__account')).toContainText('AgencySunset Travel Co.')
  await expect(dashboard.locator('.v-ap-dashboard__account')).toContainText(`Signed in as${agent.email}`)
  await expect(dashboard.locator('.v-ap-dashboard__account')).toContainText('Specials open to you25')
  // The live specials of the agent's markets (Mexico, Jamaica), of places the portal files under no market, and the
  // programme's own, soonest ending first; not the Dominican Republic's (Samaná's whales, Cap Cana's anniversaries).
  const specials = page.getByRole('region', { name: 'Specials open to you' })
  await expect(specials.getByRole('heading', { level: 2 })).toHaveText('Specials for Sunset Travel Co.')
  await expect(specials.getByRole('heading', { level: 3 })).toHaveCount(25)
  await expect(specials.getByRole('heading', { level: 3 }).first()).toHaveText('Save up to 40%')
  await expect(specials.getByRole('heading', { level: 3, name: 'Irie savings: 35% off' })).toBeVisible()
  await expect(specials).not.toContainText('Whale season, fourth night free')
  await expect(specials).not.toContainText('Anniversary nights')
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: `${shots}/agent-dashboard-390.png`, fullPage: true })
})

test('an editor sees a page’s problems before publishing; with blocking on, a broken link refuses the publish (studio and API)', async ({ page, request, baseURL }) => {
  const token = await editorAccessToken(page, request, baseURL!)
  const auth = { Authorization: `Bearer ${token}` }
  const made = await request.post('/api/pages', {
    headers: auth,
    data: {
      site_id: 'playaresorts',
      path: `/checked-${Date.now()}`,
      title: 'Spa evenings',
      layout: 'playaresorts',
      elements: [
        newSliceFromBlock('GlobalIntro', { title: 'Spa evenings', titleTag: 'h1', copy: '<p>Massages by the sea.</p>' }),
        newSliceFromBlock('GenericBlockLink', { title: 'Spa menu', link: { href: '/spa-menu-gone', text: 'See the spa menu' } }),
      ],
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const created = (await made.json()) as { id: string; path: string }

  await signIn(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/voix/studio?page=${created.id}`)
  const checks = page.getByRole('region', { name: 'Before publishing' })
  await expect(checks.getByRole('status')).toHaveText('1 problem to fix')
  await expect(checks.getByRole('listitem')).toHaveText(
    'Link leads nowhere in Spa menu: The link to /spa-menu-gone leads nowhere: no page of this site has that address. Change the link, or publish the page it should open.',
  )
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: `${shots}/editor-problems-1280.png` })

  // An admin turns blocking on in the studio.
  await page.goto('/voix/publishing')
  await page.getByLabel('A link leads to no page of the site').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved.')
  try {
    await page.goto(`/voix/studio?page=${created.id}`)
    await page.getByRole('button', { name: 'Save and publish', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText(
      `Not saved: The page ${created.path} was not published: its link to /spa-menu-gone (in “Spa menu”) leads nowhere. Change the link, or publish the page it should open first, then publish again.`,
    )
    const stored = (await (await request.get(`/api/pages/${created.id}`, { headers: auth })).json()) as Record<string, unknown> & { version: number; published_version_id: string | null }
    expect(stored.published_version_id).toBeNull()
    const { version, published_version_id: _p, ...body } = stored
    const refused = await request.post(`/api/pages/${created.id}/publish`, { headers: { ...auth, 'If-Match': `"${version}"` }, data: { page: body } })
    expect(refused.status()).toBe(409)
    expect(((await refused.json()) as { error: string }).error).toContain(`The page ${created.path} was not published: its link to /spa-menu-gone (in “Spa menu”) leads nowhere.`)
  } finally {
    const current = (await (await request.get('/api/settings/publish-checks', { headers: auth })).json()) as { version: number }
    await request.put('/api/settings/publish-checks', { headers: { ...auth, 'If-Match': `"${current.version}"` }, data: { blockBrokenLinks: false, imageBudgetKb: 300 } })
  }
})
