import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import { chromium } from 'playwright-core'
import { diffWidths, ReleaseDiff, type Release } from '../../catalogue/model/entities/release.ts'
import type { Site } from '../../catalogue/model/site.ts'

/** The widths a release is compared at: a phone, a tablet and a desktop. */
const widths = diffWidths
/** Pages longer than this are compared over their first part only: the screenshots stay a few MB. */
const maxHeight = 4000
/** Changed pixels are gathered in cells of this size; touching changed cells make one region. */
const cell = 24

type Region = { x: number; y: number; width: number; height: number }

/** Both screenshots on one canvas size (the larger), the rest white, so pixelmatch can compare them. */
function padTo(png: PNG, width: number, height: number): PNG {
  if (png.width === width && png.height === height) return png
  const out = new PNG({ width, height })
  out.data.fill(255)
  PNG.bitblt(png, out, 0, 0, Math.min(png.width, width), Math.min(png.height, height), 0, 0)
  return out
}

/** Changed regions: the bounding boxes of touching groups of cells holding a changed pixel. */
export function changedRegions(diff: PNG, marked: (i: number) => boolean): Region[] {
  const cols = Math.ceil(diff.width / cell)
  const rows = Math.ceil(diff.height / cell)
  const hot = new Uint8Array(cols * rows)
  for (let y = 0; y < diff.height; y++)
    for (let x = 0; x < diff.width; x++) if (marked((y * diff.width + x) * 4)) hot[Math.floor(y / cell) * cols + Math.floor(x / cell)] = 1
  const regions: Region[] = []
  const seen = new Uint8Array(cols * rows)
  for (let start = 0; start < hot.length; start++) {
    if (!hot[start] || seen[start]) continue
    let [x0, y0, x1, y1] = [cols, rows, 0, 0]
    const stack = [start]
    seen[start] = 1
    while (stack.length) {
      const at = stack.pop()!
      const cx = at % cols
      const cy = Math.floor(at / cols)
      ;[x0, y0, x1, y1] = [Math.min(x0, cx), Math.min(y0, cy), Math.max(x1, cx), Math.max(y1, cy)]
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
        const nx = cx + dx
        const ny = cy + dy
        const next = ny * cols + nx
        if (nx >= 0 && ny >= 0 && nx < cols && ny < rows && hot[next] && !seen[next]) {
          seen[next] = 1
          stack.push(next)
        }
      }
    }
    regions.push({ x: x0 * cell, y: y0 * cell, width: Math.min((x1 + 1) * cell, diff.width) - x0 * cell, height: Math.min((y1 + 1) * cell, diff.height) - y0 * cell })
  }
  return regions
}

/**
 * Visual diffs of a release against live, run on request (POST /api/releases/:id/diff): each page of the release
 * in Chromium at phone, tablet and desktop widths, live against its release preview, compared with pixelmatch (a small, well-kept
 * library doing exactly this); changed pixels are painted red in the diff image and grouped into regions.
 * Results are kept under `dir/<releaseId>/`, replaced by the next run.
 */
export function createReleaseDiff({ dir, publicUrl, sites, pages }: {
  dir: string
  publicUrl: string
  sites: () => Promise<Site[]>
  /** Each page of the release, then each page showing its records (build/serve/releaseShown.ts): id, path and site. */
  pages: (release: Release) => Promise<{ id: string; path: string; site_id: string }[]>
}) {
  const base = new URL(publicUrl)
  const origin = (site: Site | undefined) => `${base.protocol}//${site?.hosts[0] ? `${site.hosts[0]}${base.port ? `:${base.port}` : ''}` : base.host}`
  const folder = (id: string) => join(dir, id.replace(/[^A-Za-z0-9_-]/g, ''))

  async function compare(release: Release): Promise<ReleaseDiff> {
    // Made in a folder of its own and put in place whole: instances sharing DATA_DIR may compare the same release
    // at once, and a reader never sees half of a run.
    const out = `${folder(release.id)}.tmp-${process.pid}-${Date.now().toString(36)}`
    await mkdir(out, { recursive: true })
    try {
      const siteList = await sites()
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      })
      const shots: ReleaseDiff['shots'] = []
      try {
        for (const page of await pages(release)) {
          const site = siteList.find((s) => s.id === page.site_id)
          const at = origin(site)
          for (const [breakpoint, width] of Object.entries(widths) as [keyof typeof widths, number][]) {
            const shoot = async (url: string, isRelease: boolean) => {
              // A fresh context each time: no preview cookie reaches the live screenshot.
              const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
              try {
                const tab = await context.newPage()
                const answer = await tab.goto(url, { waitUntil: 'load' })
                if (isRelease) await tab.evaluate(() => document.getElementById('voix-release-banner')?.remove())
                const png = answer && answer.status() < 400 ? PNG.sync.read(await tab.screenshot({ fullPage: true, animations: 'disabled' })) : new PNG({ width, height: 900 })
                return png
              } finally {
                await context.close()
              }
            }
            const live = await shoot(`${at}${page.path}`, false)
            const next = await shoot(`${at}/preview-release/${encodeURIComponent(release.id)}/${encodeURIComponent(release.previewSecret ?? '')}?page=${encodeURIComponent(page.id)}`, true)
            const w = Math.max(live.width, next.width)
            const h = Math.min(maxHeight, Math.max(live.height, next.height))
            const a = padTo(live, w, h)
            const b = padTo(next, w, h)
            const diff = new PNG({ width: w, height: h })
            const count = pixelmatch(a.data, b.data, diff.data, w, h, { threshold: 0.1, diffColor: [255, 0, 0], alpha: 0.25 })
            const regions = count ? changedRegions(diff, (i) => diff.data[i] === 255 && diff.data[i + 1] === 0 && diff.data[i + 2] === 0) : []
            const name = `${page.id}-${breakpoint}`.toLowerCase().replace(/[^a-z0-9-]/g, '-')
            await writeFile(join(out, `${name}-live.png`), PNG.sync.write(a))
            await writeFile(join(out, `${name}-release.png`), PNG.sync.write(b))
            await writeFile(join(out, `${name}-diff.png`), PNG.sync.write(diff))
            shots.push({ page_id: page.id, path: page.path, site_id: page.site_id, breakpoint, width: w, height: h, changed: count / (w * h), changed_pixels: count, regions, live: `${name}-live.png`, release: `${name}-release.png`, diff: `${name}-diff.png` })
          }
        }
      } finally {
        await browser.close()
      }
      const result = ReleaseDiff.parse({ release_id: release.id, made_at: new Date().toISOString(), shots })
      await writeFile(join(out, 'diff.json'), JSON.stringify(result))
      await putInPlace(out, folder(release.id))
      return result
    } catch (error) {
      await rm(out, { recursive: true, force: true })
      throw error
    }
  }

  /** Replace `target` with the finished run in `made`; of two runs finishing at once, the later one stays. */
  async function putInPlace(made: string, target: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      await rm(target, { recursive: true, force: true })
      try {
        await rename(made, target)
        return
      } catch (error) {
        // Another instance's run took the place between the two steps.
        if (attempt >= 2) {
          await rm(made, { recursive: true, force: true })
          throw error
        }
      }
    }
  }

  // Each run drives a browser through every page: one run at a time, and a second request for a release already
  // being compared waits for that run instead of racing it on the same folder.
  const running = new Map<string, Promise<ReleaseDiff>>()
  let last: Promise<unknown> = Promise.resolve()

  return {
    run(release: Release): Promise<ReleaseDiff> {
      const current = running.get(release.id)
      if (current) return current
      const next = last
        .catch(() => undefined)
        .then(() => compare(release))
        .finally(() => running.delete(release.id))
      running.set(release.id, next)
      last = next
      return next
    },
    async read(releaseId: string): Promise<ReleaseDiff | undefined> {
      try {
        return ReleaseDiff.parse(JSON.parse(await readFile(join(folder(releaseId), 'diff.json'), 'utf8')))
      } catch {
        return undefined
      }
    },
    async file(releaseId: string, name: string): Promise<Uint8Array | undefined> {
      if (!/^[a-z0-9-]+\.png$/.test(name)) return undefined
      try {
        return await readFile(join(folder(releaseId), name))
      } catch {
        return undefined
      }
    },
  }
}
