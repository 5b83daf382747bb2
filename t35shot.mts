import { chromium } from '@playwright/test'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { studioSignIn, accessTokenOf } from './build/testing/studioSignIn.ts'
const base = 'http://localhost:3035'
const email = 'admin@i35.example', password = 'i35-password-long-1'
const cookies = await studioSignIn(base, email, password)
const token = accessTokenOf(cookies)
const api = async (path: string, init: RequestInit = {}) => { const r = await fetch(`${base}/api${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers } }); return { status: r.status, body: await r.json() as any } }
const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1f8a70' } }).jpeg().toBuffer()
const up = await api('/media?name=lagoon-at-dusk.jpg&alt=Lagoon%20at%20dusk', { method: 'POST', body: photo, headers: { 'Content-Type': 'image/jpeg' } })
console.log('upload', up.status, up.body.url)
const bad = await api('/media?name=terrace.jpg', { method: 'POST', body: photo.subarray(0, 5000), headers: { 'Content-Type': 'image/jpeg' } })
console.log('truncated upload', bad.status, bad.body.error)
const made = await api('/pages', { method: 'POST', body: JSON.stringify({ site_id: 'hyatt-ziva', path: `/lagoon-${Date.now()}`, title: 'Lagoon evenings', layout: 'hyatt-ziva' }) })
const { version, published_version_id: _p, ...page } = made.body
const pub = async (p: any, v: number) => { const r = await api(`/pages/${p.id}/publish`, { method: 'POST', headers: { 'If-Match': `"${v}"` }, body: JSON.stringify({ page: p }) }); return r }
let r = await pub({ ...page, seo: { ...(page.seo ?? {}), image: up.body.url } }, version)
console.log('publish 1', r.status)
await new Promise((res) => setTimeout(res, 8000))
writeFileSync(join('/tmp/i35-data/media', up.body.url.slice(7)), Buffer.alloc(photo.length, 32))
const cur = (await api(`/pages/${made.body.id}`)).body
const { version: v2, published_version_id: _q, ...p2 } = cur
r = await pub({ ...p2, title: 'Lagoon evenings by torchlight' }, v2)
console.log('publish 2', r.status)
for (let i = 0; i < 60; i++) { const j = (await api(`/builds/jobs/${r.body.job.id}`)).body; if (j.status === 'live' || j.status === 'failed') { console.log('job', j.status, JSON.stringify(j.error)); break } await new Promise((res) => setTimeout(res, 1000)) }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
const context = await browser.newContext()
await context.addCookies(cookies.map((c) => ({ name: c.name, value: c.value, path: c.path, httpOnly: c.httpOnly, domain: 'localhost' })))
const tab = await context.newPage()
for (const width of [1280, 390]) {
  await tab.setViewportSize({ width, height: 900 })
  await tab.goto(`${base}/voix/pages?q=lagoon`)
  await tab.getByText('Not live').first().waitFor()
  await tab.screenshot({ path: `/tmp/i35-shots/pages-${width}.png`, fullPage: width === 390 })
}
await browser.close()
