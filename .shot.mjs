import { chromium } from 'playwright-core'
const [,, url, out, width = '390', action = ''] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } })
await page.goto(url)
await page.waitForTimeout(500)
if (action) for (const a of action.split(';')) await page.getByRole('button', { name: a }).first().click()
await page.waitForTimeout(300)
console.log('scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth), 'innerWidth', await page.evaluate(() => innerWidth))
await page.screenshot({ path: out })
await browser.close()
