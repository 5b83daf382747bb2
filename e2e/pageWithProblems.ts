import { expect, type APIRequestContext, type Page } from './test.ts'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { editorAccessToken } from './studioSignIn.ts'

/**
 * A page with three pre-publish problems, made through the API as the first admin: an image block "The pool at
 * dusk" without alt text, an offer "Spa weekend <stamp>" whose photo has none (fixed in the offer, not the page), and
 * the offers' h3 headings after the intro's h1.
 */
export async function pageWithProblems(page: Page, request: APIRequestContext, baseURL: string, stamp: string) {
  const tokenPage = await page.context().newPage()
  const auth = { Authorization: `Bearer ${await editorAccessToken(tokenPage, request, baseURL)}` }
  await tokenPage.close()
  const offer = await request.post('/api/specials', { headers: auth, data: { title: `Spa weekend ${stamp}`, slug: `spa-weekend-${stamp}`, image: '/demo/pool.svg', imageAlt: '' } })
  expect(offer.status(), await offer.text()).toBe(201)
  const special = (await offer.json()) as { id: string }
  const made = await request.post('/api/pages', {
    headers: auth,
    data: {
      site_id: 'playaresorts',
      path: `/spa-weekends-${stamp}`,
      title: `Spa weekends ${stamp}`,
      layout: 'playaresorts',
      elements: [
        newSliceFromBlock('GlobalIntro', { title: 'Spa weekends', titleTag: 'h1', copy: '<p>Two nights of massages by the sea.</p>' }),
        newSliceFromBlock('GlobalImage', { image: { url: '/demo/pool.svg', alt: '' }, caption: 'The pool at dusk' }),
        newSliceFromBlock('SpecialsSpecialOffers', { specials: [special.id] }),
      ],
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  return { auth, special, created: (await made.json()) as { id: string; path: string } }
}
