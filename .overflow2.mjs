import { chromium } from 'playwright-core'
const [,, url, width = '390'] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } })
await page.goto(url)
await page.waitForTimeout(800)
console.log(await page.evaluate(() => [...document.querySelectorAll('body *')].map((e) => [e, e.getBoundingClientRect()]).filter(([e, r]) => r.right > innerWidth + 0.5 && r.width > 0).slice(0, 15).map(([e, r]) => `${e.tagName}.${e.className} right=${Math.round(r.right)} w=${Math.round(r.width)} parentOverflow=${getComputedStyle(e.parentElement).overflowX}`).join('\n')))
await browser.close()
