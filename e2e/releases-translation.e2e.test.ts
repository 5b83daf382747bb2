import { expect, test } from './test.ts'
import { editorAccessToken, signIn } from './studioSignIn.ts'

/**
 * A translator puts a translation into a release from the Translate screen, where translations are made; the
 * release screen names it as the translation of its source page.
 */
const stamp = Date.now().toString(36)

test('a translation goes into a release from the Translate screen and the release names what it translates', async ({ browser, request, baseURL }) => {
  const signing = await (await browser.newContext()).newPage()
  const token = await editorAccessToken(signing, request, baseURL!)
  await signing.context().close()
  const auth = { Authorization: `Bearer ${token}` }
  const source = await request.post('/api/pages', { headers: auth, data: { site_id: 'playaresorts', path: `/beach-club-${stamp}`, title: `Beach club ${stamp}`, layout: 'playaresorts' } })
  expect(source.status(), await source.text()).toBe(201)
  const { id: sourceId } = await source.json()
  const translation = await request.post(`/api/pages/${sourceId}/translations`, { headers: auth, data: { locale: 'es', path: `/es/beach-club-${stamp}`, title: `Club de playa ${stamp}` } })
  expect(translation.status(), await translation.text()).toBe(201)
  const release = await request.post('/api/releases', { headers: auth, data: { name: `Beach season ${stamp}` } })
  expect(release.status(), await release.text()).toBe(201)
  const { id: releaseId } = await release.json()

  for (const width of [390, 1440]) {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage()
    await signIn(page, `/voix/pages/translate?page=${encodeURIComponent(sourceId)}`)
    const row = page.getByRole('table', { name: `Translations of Beach club ${stamp}` }).getByRole('row', { name: new RegExp(`Club de playa ${stamp}`) })
    await row.getByRole('button', { name: 'Add to release' }).click()
    const form = row.getByRole('form', { name: 'Add to release' })
    await form.getByRole('combobox', { name: /^Release/ }).selectOption({ label: `Beach season ${stamp} (Draft)` })
    await form.getByRole('button', { name: 'Add', exact: true }).click()
    // Added twice (once per width): the second replaces the version the release holds.
    await expect(form.getByRole('status')).toHaveText(`Added to Beach season ${stamp}`)
    await page.screenshot({ path: `test-results/translate-add-to-release-${width}.png`, fullPage: true })

    await page.goto(`/voix/releases/${releaseId}`)
    await expect(page.getByText(`Spanish translation of “Beach club ${stamp}” (/beach-club-${stamp})`)).toBeVisible()
    await page.screenshot({ path: `test-results/release-translation-${width}.png`, fullPage: true })
    await page.context().close()
  }
  const changes = await (await request.get(`/api/releases/${releaseId}/changes`, { headers: auth })).json()
  expect(changes.items).toHaveLength(1)
})
