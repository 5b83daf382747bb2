import { expect, test } from './test.ts'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { buildAgain } from './site-build.ts'
import { e2eServer } from './e2eServer.ts'

const port = e2eServer().port
const portal = `http://agent-cash-plus.localhost:${port}`

const special = (title: string, destination: string) => ({ ...newSliceFromBlock('AgentsPortalSpecialsWithFilters', { title, destination }), slot: 'default' })

test.beforeAll(async () => {
  const section = {
    ...newSliceFromBlock('AgentsPortalPortalSection', { title: 'This week’s specials', showFilters: true }),
    elements: [special('Cancún sale', 'mexico'), special('Montego Bay nights', 'jamaica'), special('Los Cabos escape', 'mexico')],
  }
  const plain = { ...newSliceFromBlock('AgentsPortalPortalSection', { title: 'Without filters', showFilters: false }), elements: [special('Punta Cana week', 'dominican-republic'), special('Ocho Rios week', 'jamaica')] }
  const login = newSliceFromBlock('AgentsPortalLogin', { title: 'Agent sign-in', showBooking: true, signInLink: { href: '/agents/sign-in', text: 'Sign in' } })
  const dashboard = newSliceFromBlock('AgentsPortalDashboard', { greeting: true })
  await buildAgain([
    { id: 'blocks-c-agents', site_id: 'agent-cash-plus', path: '/blocks-c-agents', title: 'Agent blocks', layout: 'agent-cash-plus', elements: [section, plain] },
    { id: 'blocks-c-agents-login', site_id: 'agent-cash-plus', path: '/blocks-c-login', title: 'Agent login', layout: 'agent-cash-plus', elements: [login, dashboard] },
  ])
})

test('a portal section filters the specials inside it by destination', async ({ page }) => {
  await page.goto(`${portal}/blocks-c-agents`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const filters = page.getByRole('group', { name: 'Filter by destination' })
  // Buttons only for the destinations present, and none on the section without filters.
  await expect(filters.getByRole('button')).toHaveText(['All destinations', 'Mexico', 'Jamaica'])
  await expect(page.getByRole('group', { name: 'Filter by destination' })).toHaveCount(1)
  const titles = page.locator('.v-ap-section').first().locator('.v-ap-special h3').filter({ visible: true })
  await expect(titles).toHaveText(['Cancún sale', 'Montego Bay nights', 'Los Cabos escape'])
  await filters.getByRole('button', { name: 'Mexico' }).click()
  await expect(filters.getByRole('button', { name: 'Mexico' })).toHaveAttribute('aria-pressed', 'true')
  await expect(titles).toHaveText(['Cancún sale', 'Los Cabos escape'])
  await filters.getByRole('button', { name: 'Jamaica' }).click()
  await expect(titles).toHaveText(['Montego Bay nights'])
  await filters.getByRole('button', { name: 'All destinations' }).click()
  await expect(titles).toHaveCount(3)
  // The other section is never narrowed.
  await expect(page.locator('.v-ap-section').nth(1).locator('.v-ap-special').filter({ visible: true })).toHaveCount(2)
})

test('the login block offers sign-in to a visitor, and greets a signed-in agent as the dashboard does; a cookie set by hand is nobody', async ({ page, context }) => {
  await page.goto(`${portal}/blocks-c-login`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/agents/sign-in')
  await expect(page.getByRole('link', { name: 'Book a client now' })).toHaveAttribute('href', '/agents/book')
  await expect(page.getByText('Welcome back,')).toHaveCount(0)

  await context.addCookies([{ name: 'voix-agent', value: encodeURIComponent('Maria Lopez'), url: portal }])
  const asked = page.waitForResponse((r) => r.url().includes('/auth/agent?'))
  await page.reload()
  expect((await asked).status()).toBe(401)
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByText('Maria Lopez')).toHaveCount(0)

  // Signed in for real (the demo agent, as playwright.config.ts seeds it), the server names them.
  await page.goto(`${portal}/auth/sign-in?return=%2Fblocks-c-login`)
  await page.fill('input[name=email]', 'agent@voix.localhost')
  await page.fill('input[name=password]', 'e2e-agent-password-1')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${portal}/blocks-c-login`)
  await expect(page.getByText('Signed in as Demo Travel Agent.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  await expect(page.getByText('Welcome back, Demo Travel Agent')).toBeVisible()
})
