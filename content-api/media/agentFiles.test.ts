import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateSheetPdf } from '../seed/demoRateSheet.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { agentMediaDir } from './mediaRoutes.ts'
import { serveMedia } from './serveMedia.ts'

// The upload route decides where a file goes before any storage: one database shows it.
const [sqlite] = await testDatabases()
const pdf = rateSheetPdf()

describe('agents-only uploads', () => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'voix-agent-files-'))
    t = await setupApi(sqlite!.open, { mediaDir: dir })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('are kept apart from the public media path and stay agents-only whatever an editor changes', async () => {
    const stored = await t.editor.post('/media?name=rates.pdf&access=agents', pdf, { 'Content-Type': 'application/pdf' })
    expect(stored.status).toBe(201)
    expect(stored.body).toMatchObject({ access: 'agents', type: 'application/pdf', url: `/agent-files/${stored.body.id}.pdf` })
    expect(existsSync(join(agentMediaDir(dir), `${stored.body.id}.pdf`))).toBe(true)
    expect(existsSync(join(dir, `${stored.body.id}.pdf`))).toBe(false)
    // The public media route has nothing by that name.
    expect((await new Hono().get('/media/:file', serveMedia(dir)).request(`/media/${stored.body.id}.pdf`)).status).toBe(404)
    // The same bytes as a public file would put them on the public path: refused, saying why.
    const twice = await t.editor.post('/media?name=rates-public.pdf', pdf, { 'Content-Type': 'application/pdf' })
    expect(twice.status).toBe(409)
    expect(twice.body.error).toBe("This file is already in the library as an agents-only file ('rates.pdf'); use that one, or upload a different file")
    // Renaming keeps who may fetch it, whatever the body says.
    const renamed = await t.editor.put(`/media/${stored.body.id}`, { name: 'Rates 2027.pdf', alt: '', access: 'public', url: `/media/${stored.body.id}.pdf` }, { 'If-Match': `"${stored.body.version}"` })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ name: 'Rates 2027.pdf', access: 'agents', url: `/agent-files/${stored.body.id}.pdf` })
  })

  it('refuses an unknown access, naming it', async () => {
    const bad = await t.editor.post('/media?name=x.pdf&access=everyone', pdf, { 'Content-Type': 'application/pdf' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('access')
  })
})
