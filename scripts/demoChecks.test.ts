import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { Page } from '../catalogue/model/page.ts'
import { buildSite } from '../build/buildSite.ts'
import { buildChecks } from '../build/checks/buildChecks.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { seedDemo } from '../content-api/seed/seedDemo.ts'
import { readPublishedSnapshot } from '../content-api/store/readPublishedSnapshot.ts'

const root = mkdtempSync(join(tmpdir(), 'voix-demo-checks-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')

describe('the demo content', () => {
  it('passes every pre-publish check, and a link to a missing page is reported with its page and block', async () => {
    const db = await openDatabase({ sqliteFile: join(root, 'voix.sqlite') })
    const snapshot = await (async () => {
      try {
        await seedDemo(db, { agentPassword: 'demo-agent-password-1' })
        return await readPublishedSnapshot(db)
      } finally {
        await db.close()
      }
    })()
    const outRoot = join(root, 'site')
    const first = await buildSite({ snapshot, outRoot, bundleDir, workers: 1, checks: {} })
    // Every page checked: broken links, alt text, headings and image weights.
    expect(first.report.checks!.issues).toEqual([])
    expect(buildChecks({ outRoot, buildDir: join(outRoot, 'live') })).toEqual({ pages: 0, problems: 0, issues: [] })

    // The post linked from the blog lists is a page of its own.
    const home = snapshot.sites.find((s) => s.isDefault)!
    const broken = Page.parse({ id: 'broken', path: '/broken-link', title: 'Broken', layout: home.layout, elements: [newSliceFromBlock('GenericBlockLink', { title: 'Go', link: { href: '/no-such-page?x=1', text: 'Go' } })] })
    snapshot.pages.push({ ...broken, site_id: home.id })
    // A file that is not there (a fact sheet never uploaded) is as broken as a missing page.
    const missingFile = Page.parse({ id: 'broken-file', path: '/broken-file', title: 'Broken file', layout: home.layout, elements: [newSliceFromBlock('GenericBlockLink', { title: 'Fact sheet', link: { href: '/demo/fact-sheets/no-such-resort.pdf', text: 'Fact sheet' } })] })
    snapshot.pages.push({ ...missingFile, site_id: home.id })
    const second = await buildSite({ snapshot, outRoot, bundleDir, workers: 1, checks: {} })
    expect(second.report.checks!.issues).toEqual([
      {
        site: home.slug,
        path: '/broken-file',
        problems: [
          expect.objectContaining({
            kind: 'broken-link',
            href: '/demo/fact-sheets/no-such-resort.pdf',
            block: 'Fact sheet',
            message: 'The link to /demo/fact-sheets/no-such-resort.pdf leads nowhere: the site has no file at that address. Upload the file and link to it, or change the link.',
          }),
        ],
      },
      {
        site: home.slug,
        path: '/broken-link',
        problems: [expect.objectContaining({ kind: 'broken-link', href: '/no-such-page?x=1', block: 'Go', message: expect.stringContaining('The link to /no-such-page?x=1 leads nowhere') })],
      },
    ])
  }, 180_000)
})
