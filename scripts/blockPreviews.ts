import { defineCommand, runMain } from 'citty'
import { SingleBar, Presets } from 'cli-progress'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { listBlockDefinitions } from '../catalogue/blocks/definitions.ts'
import { startThrowawayProduct } from './lib/startThrowawayProduct.ts'

/** Screenshots are taken at desktop width and scaled to this, which is all the studio's picker needs. */
const shotWidth = 480
const pageWidth = 1280
const maxPageHeight = 1400

const command = defineCommand({
  meta: {
    name: 'previews',
    description: "Render each block's first template at /voix/slice-preview/{component} in Chromium and save it as the studio picker's preview image.",
  },
  args: {
    only: { type: 'string', description: 'comma-separated component names to redo, e.g. GlobalCountdownClock,GenericHero' },
    out: { type: 'string', default: 'studio/public/previews', description: 'folder for the PNG files' },
  },
  async run({ args }) {
    const all = listBlockDefinitions()
    const wanted = args.only ? new Set(args.only.split(',').map((s) => s.trim()).filter(Boolean)) : undefined
    const unknown = [...(wanted ?? [])].filter((name) => !all.some((d) => d.component === name))
    if (unknown.length) throw new Error(`No block named ${unknown.join(', ')}; names are component keys such as GenericHero`)
    const blocks = wanted ? all.filter((d) => wanted.has(d.component)) : all
    const outDir = resolve(args.out)
    mkdirSync(outDir, { recursive: true })

    const { base, stop } = await startThrowawayProduct('voix-previews-')
    const browser = await chromium
      .launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'] })
      .catch((error: unknown) => {
        stop()
        throw error
      })
    const bar = new SingleBar({ format: 'previews [{bar}] {value}/{total} {component}', hideCursor: true }, Presets.shades_classic)
    try {
      const context = await browser.newContext({ viewport: { width: pageWidth, height: 800 }, deviceScaleFactor: shotWidth / pageWidth, reducedMotion: 'reduce' })
      const page = await context.newPage()
      bar.start(blocks.length, 0, { component: '' })
      for (const definition of blocks) {
        bar.update({ component: definition.component })
        // A block that shows nothing until something happens (a popup waiting for its link or its delay) is
        // shot with the first of its templates that does show.
        let png: Buffer | undefined
        for (let n = 0; n < Math.max(1, definition.templates.length) && !png; n++) {
          const response = await page.goto(`${base}/voix/slice-preview/${definition.component}${n ? `/${n}` : ''}`, { waitUntil: 'load' })
          if (response?.status() !== 200) throw new Error(`${definition.component}: the preview page answered ${response?.status()}`)
          await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 }).catch(() => undefined)
          await page.evaluate(() => document.fonts.ready)
          await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 10_000 }).catch(() => undefined)
          // The block's own height; a popup sits in a fixed layer over the whole screen, so it takes the screen.
          const height = await page.evaluate(() => {
            const blocks = Array.from(document.querySelectorAll('main > *')).map((el) => el.getBoundingClientRect().height)
            const overlay = document.querySelector('[role="dialog"][aria-modal="true"]') ? window.innerHeight : 0
            return Math.ceil(Math.max(overlay, ...blocks))
          })
          const last = n === Math.max(1, definition.templates.length) - 1
          if (height > 0 || last)
            png = await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width: pageWidth, height: Math.min(maxPageHeight, Math.max(200, height)) }, animations: 'disabled' })
        }
        // Quantised: a few tens of KB per block keeps the repository and the picker light.
        writeFileSync(join(outDir, `${definition.component}.png`), await sharp(png!).png({ palette: true, quality: 85, effort: 8 }).toBuffer())
        bar.increment()
      }
      bar.stop()
      console.log(`wrote ${blocks.length} previews to ${outDir}`)
    } finally {
      bar.stop()
      await browser.close()
      stop()
    }
  },
})

void runMain(command)
