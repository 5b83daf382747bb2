import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listBlockDefinitions } from '../../../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../../../catalogue/blocks/newSliceFromBlock.ts'
import { PublishedSnapshot } from '../../../catalogue/model/snapshot.ts'
import { toPayload } from '../../toPayload.ts'
import { escapeScriptJson } from '../../../site/runtime/readPayload.ts'
import { createPageRenderer, fastPathSwitch } from './createPageRenderer.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')

describe('createPageRenderer', () => {
  it("renders content pages byte for byte as vike's renderPage does, taking the fast path", async () => {
    const blocks = listBlockDefinitions().filter((d) => !d.database && d.templates.length > 0)
    const snapshot = PublishedSnapshot.parse({
      sites: [{ id: 's1', slug: 'demo', name: 'Demo & <Resort>', kind: 'resort', layout: 'blocks', hosts: [], isDefault: true }],
      menus: [{ id: 'm', site_id: 's1', name: 'main', items: [{ label: 'Rooms', href: '/rooms' }] }],
      pages: ['/', '/rooms', '/rooms/suite-1', '/a/b/c'].map((path, i) => ({
        id: `p${i}`,
        site_id: 's1',
        path,
        title: `Page "${i}" </script> ‘quotes’ \u2028`,
        layout: 'blocks',
        elements: blocks.slice(i * 5, i * 5 + 8).map((d) => newSliceFromBlock(d.component, d.templates[0]!.values)),
      })),
    })
    const renderer = await createPageRenderer(bundleDir)
    const payloads = snapshot.pages.map((p) => toPayload(p, snapshot.sites[0]!, snapshot.menus, 'b1'))
    // Strings vike's serializer would rewrite ('!…') change nothing: the site hands vike no pageContext to serialize.
    payloads.push({ ...payloads[1]!, page: { ...payloads[1]!.page, path: '/bang', title: '!important', description: '!' } })
    for (const payload of payloads) {
      const vike = await renderer.renderUrl(payload.page.path, payload)
      expect(vike.statusCode).toBe(200)
      expect(await renderer.renderContent(payload)).toBe(vike.body)
      // As the build calls it: with the payload JSON it writes anyway.
      expect(await renderer.renderContent(payload, JSON.stringify(payload))).toBe(vike.body)
    }
    expect(renderer.fast).toBe(true)
    // The payload's place, for pages written as bytes: proven on the first page, and where it is.
    const payloadAt = renderer.payloadAt!
    const doc = (await renderer.document(payloads[0]!, payloads[0]!.tree.nodes, payloadAt))!
    expect(renderer.finish(doc, payloads[0]!, payloadAt).replace(payloadAt, escapeScriptJson(JSON.stringify(payloads[0])))).toBe((await renderer.renderUrl('/', payloads[0]!)).body)
    // In pieces, as pages written as bytes take it: the same page, the document not joined again.
    for (const payload of payloads) {
      const page = (await renderer.document(payload, payload.tree.nodes, payloadAt))!
      const parts = renderer.finishParts(page, payload, payloadAt)
      expect(parts.length).toBeGreaterThan(1)
      expect(parts.join('')).toBe(renderer.finish(page, payload, payloadAt))
      expect(parts.slice(0, -1).every((p) => p.endsWith('>') || p.endsWith('\n'))).toBe(true)
    }
    // A document that itself holds the start of vike's client entry is joined and searched whole, as before.
    const odd = doc.replace('</body>', '<script src="/assets/entries/x.js" type="module" async></script></body>')
    expect(renderer.finishParts(odd, payloads[0]!, payloadAt)).toEqual([renderer.finish(odd, payloads[0]!, payloadAt)])
  })

  it('takes no fast path when switched off, and makes the same bytes through vike', async () => {
    const snapshot = PublishedSnapshot.parse({
      sites: [{ id: 's1', slug: 'demo', name: 'Demo', kind: 'resort', layout: 'blocks', hosts: [], isDefault: true }],
      menus: [],
      pages: ['/', '/rooms'].map((path, i) => ({ id: `p${i}`, site_id: 's1', path, title: `Page ${i}`, layout: 'blocks', elements: [] })),
    })
    const renderer = await createPageRenderer(bundleDir, { fastPath: false })
    for (const page of snapshot.pages) {
      const payload = toPayload(page, snapshot.sites[0]!, snapshot.menus, 'b1')
      expect(await renderer.renderContent(payload)).toBe((await renderer.renderUrl(page.path, payload)).body)
    }
    expect(renderer.fast).toBe(false)
    expect(renderer.payloadAt).toBeUndefined()
    expect(await renderer.document(toPayload(snapshot.pages[0]!, snapshot.sites[0]!, [], 'b1'), [], 'x')).toBeUndefined()
  })

  it('reads the switch from VOIX_FAST_PATH, and refuses a value it does not know', () => {
    expect(fastPathSwitch({})).toBe(true)
    expect(fastPathSwitch({ VOIX_FAST_PATH: 'off' })).toBe(false)
    expect(fastPathSwitch({ VOIX_FAST_PATH: 'ON' })).toBe(true)
    expect(() => fastPathSwitch({ VOIX_FAST_PATH: 'no' })).toThrow("VOIX_FAST_PATH must be 'on' or 'off', got 'no'")
  })
})
