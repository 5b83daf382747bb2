import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { listBlockDefinitions } from '../../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { accessTokenOf, studioSignIn } from '../../build/testing/studioSignIn.ts'
import { startServer } from './startServer.ts'
import { median, type BenchGroup } from './figures.ts'

const port = Number(process.env.STUDIO_BENCH_PORT ?? 3397)
const base = `http://localhost:${port}`
const admin = { email: 'bench@voix.localhost', password: 'bench-password-12345' }
const round = (n: number) => Math.round(n * 10) / 10

/** A 500-element page of the catalogue's blocks, each filled from its first template. */
async function createBigPage(token: string): Promise<string> {
  const sites = (await (await fetch(`${base}/api/sites`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { items: { id: string; isDefault: boolean; layout: string }[] }
  const site = sites.items.find((s) => s.isDefault) ?? sites.items[0]!
  const blocks = listBlockDefinitions().filter((d) => !d.database && (d.layouts.includes('*') || (d.layouts as readonly string[]).includes(site.layout)))
  const elements = Array.from({ length: 500 }, (_, i) => {
    const d = i % 5 === 0 ? blocks.find((b) => b.component === 'GlobalIntro')! : blocks[i % blocks.length]!
    return newSliceFromBlock(d.component, (d.templates[0]?.values ?? {}) as Record<string, unknown>)
  })
  const response = await fetch(`${base}/api/pages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ site_id: site.id, path: '/bench-500', title: 'Bench 500', layout: site.layout, elements }),
  })
  if (!response.ok) throw new Error(`could not create the page: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { id: string }).id
}

async function openEditor(page: Page, pageId: string): Promise<number> {
  await page.goto(`${base}/voix/studio?page=${pageId}`)
  // Open when the tree shows the page: its first rows, each telling it is one of the 500 (the tree renders
  // only the rows in view), and the field panel beside it. The time is read in the frame that first shows them:
  // asked for afterwards, it would add the round trip to the browser and whatever the page runs meanwhile.
  const opened = await page.waitForFunction(
    () => !!document.querySelector('[role="treeitem"][aria-posinset="1"][aria-setsize="500"]') && !!document.querySelector('.editor__side') && performance.now(),
    null,
    { timeout: 60_000, polling: 'raf' },
  )
  return (await opened.jsonValue()) as number
}

/** Keystroke in a field → the preview's DOM shows it, both clocks on the same epoch. */
async function keystrokes(page: Page, count: number): Promise<number[]> {
  // The 251st element, halfway down the tree.
  await page.locator('.tree__scroll').evaluate((el) => (el.scrollTop = el.scrollHeight / 2 - el.clientHeight / 2))
  const target = page.locator('[role="treeitem"][aria-level="1"][aria-posinset="251"]')
  await target.click()
  const input = page.locator('.fields input[name="title"]').first()
  await input.click()
  await input.press('End')
  const frame = page.frameLocator('iframe[title="Page preview"]')
  await frame.locator('[data-el]').first().waitFor()
  const times: number[] = []
  const frameHandle = await page.locator('iframe[title="Page preview"]').elementHandle()
  const doc = (await frameHandle!.contentFrame())!
  for (let i = 0; i < count; i++) {
    const marker = `k${i}x`
    await input.pressSequentially(marker.slice(0, -1))
    await page.waitForTimeout(50)
    await doc.evaluate((m) => {
      const w = window as unknown as { seen: Promise<number> }
      w.seen = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.body.textContent?.includes(m)) return
          observer.disconnect()
          resolve(performance.timeOrigin + performance.now())
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
      })
    }, marker)
    await page.evaluate(() => {
      window.addEventListener('keydown', () => ((window as unknown as { t0: number }).t0 = performance.timeOrigin + performance.now()), { once: true, capture: true })
    })
    await input.press(marker.slice(-1))
    const t1 = await doc.evaluate(() => (window as unknown as { seen: Promise<number> }).seen)
    times.push(t1 - (await page.evaluate(() => (window as unknown as { t0: number }).t0)))
  }
  return times
}

/** Frames per second while an element is dragged down the tree. */
async function dragFps(page: Page): Promise<number> {
  const rows = page.locator('[role="treeitem"]')
  const from = (await rows.nth(3).locator('.tree__handle').boundingBox())!
  const to = (await rows.nth(14).boundingBox())!
  // A string, not a function: the TypeScript loader would wrap a named inner function in a helper the page lacks.
  await page.evaluate(`(() => {
    window.frames_ = 0
    window.counting = true
    const tick = () => { if (!window.counting) return; window.frames_++; requestAnimationFrame(tick) }
    requestAnimationFrame(tick)
  })()`)
  const started = Date.now()
  await page.mouse.move(from.x + 5, from.y + 5)
  await page.mouse.down()
  for (let i = 0; i <= 60; i++) {
    await page.mouse.move(from.x + 10, from.y + ((to.y - from.y) * i) / 60 + 5)
  }
  await page.mouse.up()
  const seconds = (Date.now() - started) / 1000
  const frames = await page.evaluate(() => {
    const w = window as unknown as { frames_: number; counting: boolean }
    w.counting = false
    return w.frames_
  })
  return frames / seconds
}

/** The editor on a 500-element page in Chromium: opening it, keystroke to preview, dragging. */
export const studioBench: BenchGroup = {
  name: 'studio',
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), 'voix-studio-bench-'))
    const server = await startServer(port, dataDir, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password })
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
    try {
      const cookies = await studioSignIn(base, admin.email, admin.password)
      const pageId = await createBigPage(accessTokenOf(cookies))
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
      await context.addCookies(cookies.map(({ name, value, path, httpOnly }) => ({ name, value, domain: 'localhost', path, httpOnly, sameSite: 'Strict' as const })))
      const page = await context.newPage()
      await openEditor(page, pageId) // warm: compiled code and HTTP caches, as an editor's second visit
      const opens: number[] = []
      for (let i = 0; i < 5; i++) opens.push(await openEditor(page, pageId))
      const keys = await keystrokes(page, 25)
      const fps = await dragFps(page)
      return {
        'studio.open500': { value: round(median(opens)), unit: 'ms (median of 5, 500 elements)', target: 500, better: 'lower' },
        'studio.keystrokeToPreview': { value: round(median(keys)), unit: 'ms (median of 25, 500 elements)', target: 16, better: 'lower' },
        'studio.dragFps': { value: round(fps), unit: 'frames/s while dragging in the tree', target: null, better: 'higher' },
      }
    } finally {
      await browser.close()
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
      rmSync(dataDir, { recursive: true, force: true })
    }
  },
}
