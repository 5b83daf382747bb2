import { chromium } from 'playwright-core'
const [,, url, width = '390'] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } })
await page.goto(url)
await page.waitForTimeout(800)
console.log(await page.evaluate(() => {
  const out = []
  for (const e of document.querySelectorAll('main > *, main > * > *')) {
    const before = document.documentElement.scrollWidth
    const d = e.style.display
    e.style.display = 'none'
    const after = document.documentElement.scrollWidth
    e.style.display = d
    if (after < before) out.push(`${e.tagName}.${e.className} ${before}->${after}`)
  }
  return out.join('\n')
}))
await browser.close()
