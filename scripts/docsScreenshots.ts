import { defineCommand, runMain } from 'citty'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import sharp from 'sharp'
import { startThrowawayProduct } from './lib/startThrowawayProduct.ts'

/** The studio is shot at a laptop's width and scaled down: enough to recognise a screen, small in the repository. */
const viewport = { width: 1280, height: 760 }
const scale = 0.6

/** Each screenshot the user guide shows (catalogue/collections/voixuserguide), by file name, and how to reach it. */
const shots: { file: string; take: (page: Page, base: string) => Promise<Buffer> }[] = [
  {
    file: 'sign-in.png',
    take: async (page, base) => {
      await page.goto(`${base}/voix/login`)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForSelector('input[name=email]')
      return page.screenshot()
    },
  },
  {
    file: 'page-list.png',
    take: async (page, base) => {
      await page.goto(`${base}/voix`)
      await page.getByRole('heading', { name: 'Pages' }).waitFor()
      return page.screenshot()
    },
  },
  {
    file: 'editor.png',
    take: async (page, base) => {
      await page.goto(`${base}/voix`)
      await page.getByRole('link', { name: 'Playa Resorts — all-inclusive escapes', exact: true }).first().click()
      await page.getByRole('tree', { name: 'Elements' }).waitFor()
      await page.frameLocator('iframe[title="Page preview"]').getByRole('heading', { level: 1 }).first().waitFor()
      await page.getByRole('treeitem').first().click()
      await page.waitForTimeout(500)
      return page.screenshot()
    },
  },
  {
    file: 'save-bar.png',
    take: async (page) => page.locator('[aria-label="Saving"]').screenshot(),
  },
  {
    file: 'documentation.png',
    take: async (page, base) => {
      await page.goto(`${base}/voix/documentation/guide/saving-and-conflicts`)
      await page.getByRole('heading', { level: 1, name: 'Saving and conflicts' }).waitFor()
      await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('conflict')
      await page.getByRole('region', { name: 'Search results' }).getByRole('link').first().waitFor()
      return page.screenshot()
    },
  },
  {
    file: 'translate.png',
    take: async (page, base) => {
      await page.goto(`${base}/voix/pages/translate`)
      const select = page.getByRole('combobox', { name: 'Page' })
      const home = select.locator('option', { hasText: 'Playa Resorts — all-inclusive escapes — ' }).first()
      await home.waitFor({ state: 'attached' })
      await select.selectOption((await home.getAttribute('value'))!)
      // The languages come from the locales collection: shot once they are in.
      await page.getByRole('combobox', { name: 'Language' }).locator('option').first().waitFor({ state: 'attached' })
      await page.getByRole('cell', { name: 'Español' }).waitFor()
      return page.screenshot()
    },
  },
]

const command = defineCommand({
  meta: {
    name: 'docs:screenshots',
    description: "Shoot the studio screens the user guide shows, from the running product, into studio/public/docs/screenshots (served at /voix/docs/screenshots/).",
  },
  args: {
    url: { type: 'string', description: 'a product already running (then ADMIN_EMAIL and ADMIN_PASSWORD sign in); by default one is started on a throw-away database' },
    out: { type: 'string', default: 'studio/public/docs/screenshots', description: 'folder for the PNG files' },
  },
  async run({ args }) {
    const outDir = resolve(args.out)
    mkdirSync(outDir, { recursive: true })
    const email = process.env.ADMIN_EMAIL ?? 'docs@voix.localhost'
    const password = process.env.ADMIN_PASSWORD ?? 'docs-screenshots-password'
    let base = args.url?.replace(/\/$/, '')
    let stop = () => {}
    if (!base) {
      // The real product on a throw-away database, with a known admin.
      const started = await startThrowawayProduct('voix-docs-', { ADMIN_EMAIL: email, ADMIN_PASSWORD: password })
      base = started.base
      stop = started.stop
    }
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'] })
    try {
      const context = await browser.newContext({ viewport, deviceScaleFactor: scale, reducedMotion: 'reduce' })
      const page = await context.newPage()
      // The sign-in page is shot before signing in; everything after it as the admin.
      const [signInShot, ...rest] = shots
      writeFileSync(join(outDir, signInShot!.file), await small(await signInShot!.take(page, base)))
      await page.fill('input[name=email]', email)
      await page.fill('input[name=password]', password)
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/voix\/?$/)
      for (const shot of rest) {
        writeFileSync(join(outDir, shot.file), await small(await shot.take(page, base)))
        console.log(`  ${shot.file}`)
      }
      console.log(`wrote ${shots.length} screenshots to ${outDir}`)
    } finally {
      await browser.close()
      stop()
    }
  },
})

/** Quantised to a palette: a studio screen is flat colour, so this keeps each file to a few tens of KB. */
const small = (png: Buffer) => sharp(png).png({ palette: true, quality: 80, effort: 8 }).toBuffer()

void runMain(command)
