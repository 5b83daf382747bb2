import { expect, test, type Page } from './test.ts'

async function openPreview(page: Page, component: string) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`/voix/slice-preview/${component}`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  return errors
}

test('a room listing’s photo slider moves with its buttons, the arrow keys and a swipe', async ({ page }) => {
  const errors = await openPreview(page, 'ResortRoomListing')
  const slider = page.getByRole('region', { name: 'Junior Suite Ocean View photos' })
  const next = slider.getByRole('button', { name: 'Next slide' })
  const previous = slider.getByRole('button', { name: 'Previous slide' })
  await expect(slider).toHaveAttribute('data-start', '0')
  await expect(previous).toBeDisabled()

  await next.click()
  await expect(slider).toHaveAttribute('data-start', '1')
  await expect(slider.getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('inert')
  await expect(slider.getByRole('group', { name: '1 of 3', includeHidden: true })).toHaveAttribute('inert')

  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveAttribute('data-start', '2')
  await expect(next).toBeDisabled()
  await page.keyboard.press('Home')
  await expect(slider).toHaveAttribute('data-start', '0')

  // A real touch gesture from the browser's input pipeline, right to left across the photo.
  const box = (await slider.boundingBox())!
  const y = box.y + box.height / 2
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width * 0.8, y }] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width * 0.5, y }] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width * 0.2, y }] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await expect(slider).toHaveAttribute('data-start', '1')
  // The track slides (a short transition) until one photo to the left.
  const track = slider.locator('.v-slider__track')
  const width = await track.evaluate((el) => el.getBoundingClientRect().width)
  await expect.poll(() => track.evaluate((el) => Math.round(new DOMMatrix(getComputedStyle(el).transform).m41))).toBe(-Math.round(width))
  expect(errors).toEqual([])
})

test('the video takeover starts muted and its buttons pause the video and turn the sound on', async ({ page }) => {
  const errors = await openPreview(page, 'ResortVideoTakeover')
  const video = page.locator('.v-video-takeover video')
  await expect(video).toHaveAttribute('src', 'https://videodelivery.net/5d5bc37ffcf54c9b82e996823bffbb81/downloads/default.mp4')
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop && v.autoplay && v.playsInline)).toBe(true)

  await page.getByRole('button', { name: 'Sound on' }).click()
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false)
  await page.getByRole('button', { name: 'Sound off' }).click()
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)

  await page.getByRole('button', { name: 'Pause video' }).click()
  await expect(page.getByRole('button', { name: 'Play video' })).toHaveAttribute('aria-pressed', 'true')
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)

  // Filling the screen: 100vh tall at desktop widths.
  const viewport = page.viewportSize()!
  const box = (await page.locator('.v-video-takeover').boundingBox())!
  expect(Math.round(box.height)).toBe(viewport.height)
  expect(errors).toEqual([])
})

test('the video takeover holds still for visitors who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const errors = await openPreview(page, 'ResortVideoTakeover')
  await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible()
  expect(await page.locator('.v-video-takeover video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
  expect(errors).toEqual([])
})

test('the HTML video loads nothing until its poster is pressed', async ({ page }) => {
  const errors = await openPreview(page, 'CollectionHtmlVideo')
  const figure = page.locator('.v-html-video')
  await expect(figure.locator('video')).toHaveCount(0)
  await expect(figure).toHaveCSS('max-width', '1080px')
  await page.getByRole('button', { name: 'Play: A day at the spa' }).click()
  await expect(figure.locator('video')).toHaveAttribute('src', 'https://cdn.example.com/video/spa.mp4')
  expect(errors).toEqual([])
})

test('every block of this half is prerendered in its preview', async ({ request, page }) => {
  const components = [
    'ResortRoomDetails', 'ResortConferenceRoom', 'ResortRoomFeatures', 'ResortContactRow', 'ResortCheckInOut', 'ResortPrivacyPolicyTable',
    'ResortPrivacyPolicyRow', 'SpecialsSpecialOffers', 'BlogsBlogList', 'BlogsBlogDetails', 'PressReleaseList', 'PressReleaseDetail',
    'WeddingsVenue', 'WeddingsPackages', 'HyattBanner', 'HyattFeature', 'BonitaFeature', 'KimptonFeature', 'InfinityLuxuryFeature',
    'PanamaJackAlwaysIncluded', 'PlayaCaresStats', 'PlayaCaresCountries', 'PlayaCollectionFeature', 'CollectionSlider', 'CollectionHtmlVideo',
    'CollectionMagazineSlide', 'CollectionCards', 'CollectionCard', 'CollectionContentBlock', 'SanctuaryRainbowBar', 'SanctuaryFeathersDivider',
  ]
  for (const component of components) {
    const response = await request.get(`/voix/slice-preview/${component}`)
    expect(response.status(), component).toBe(200)
    expect(await response.text(), component).toContain(`data-component="${component}"`)
  }
  await page.goto('/voix/slice-preview/SanctuaryFeathersDivider')
  await expect(page.locator('[data-component="SanctuaryFeathersDivider"] .v-feathers')).toHaveCSS('height', '200px')
})
