import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { newGroup } from '../../catalogue/model/newGroup.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

const intro = (copy: string) => newSliceFromBlock('GlobalIntro', { title: 'Hello', copy })

describe.each(databases)('element permissions over ancestors, and element ids, on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  /** A page an admin made: a group holding a block locked to admins, and a free block beside the group. */
  async function lockedPage(path: string) {
    const locked = { ...intro('<p>Legal</p>'), administration: { permissions: ['admin'], gui: {} } }
    const group = { ...newGroup('Legal group'), elements: [locked] }
    const created = await t.admin.post('/pages', { site_id: 'playaresorts', path, title: 'Locked', layout: 'playaresorts', elements: [group, intro('<p>Free</p>')] })
    expect(created.status).toBe(201)
    const { version, published_version_id: _p, ...page } = created.body
    return { page, version: version as number, locked }
  }

  it('refuses an editor hiding a locked block by wrapping it in a disabled or never-shown group, or by changing the group holding it', async () => {
    const { page, version, locked } = await lockedPage('/locked-wrap')
    const put = (elements: unknown[]) => t.editor.put(`/pages/${page.id}`, { ...page, elements }, { 'If-Match': `"${version}"` })
    const [group, free] = page.elements
    const wrapped = (extra: object) => [{ ...newGroup('Wrapper'), ...extra, elements: [group] }, free]
    const never = { conditions_settings: { type: 'and', conditions: [{ key: 'query.never', operator: 'equals', value: 'never-true' }] } }
    for (const elements of [
      wrapped({ enabled: false }),
      wrapped(never),
      [{ ...group, enabled: false }, free],
      [{ ...group, ...never }, free],
      // Moved out of its group into another one that is then disabled.
      [{ ...group, elements: [] }, { ...newGroup('Elsewhere'), enabled: false, elements: [group.elements[0]] }, free],
    ]) {
      const res = await put(elements)
      expect(res.status).toBe(403)
      expect(res.body.error).toBe(
        `Element ${locked.id} (GlobalIntro) may only be moved, or hidden by changing the groups holding it (enabled, conditions, slot), by: admin; leave it and the groups around it as they were`,
      )
    }
    expect((await t.editor.get(`/pages/${page.id}`)).body.version).toBe(version)
    // What does not touch the locked block's place stays the editor's to change: its neighbours, the page's other blocks.
    const neighbour = intro('<p>Next to it</p>')
    expect((await put([{ ...group, elements: [...group.elements, neighbour] }, { ...free, enabled: false }])).status).toBe(200)
    const admin = await t.admin.put(`/pages/${page.id}`, { ...page, elements: wrapped({ enabled: false }) }, { 'If-Match': `"${version + 1}"` })
    expect(admin.status).toBe(200)
  })

  it('refuses a page holding two blocks with one id, naming the repeat by its label', async () => {
    const first = { ...intro('<p>One</p>'), label: 'Welcome text' }
    const copy = { ...intro('<p>Two</p>'), id: first.id, label: 'Copied welcome' }
    const res = await t.editor.post('/pages', { site_id: 'playaresorts', path: '/twins', title: 'Twins', layout: 'playaresorts', elements: [first, { ...newGroup('Box'), elements: [copy] }] })
    expect(res.status).toBe(400)
    expect(res.body.issues).toEqual([
      {
        path: 'elements.1.elements.0.id',
        message: `'Copied welcome' has the id '${first.id}' of 'Welcome text' (at elements.0): every block needs its own id; duplicate it with the editor instead of copying its JSON`,
      },
    ])
    expect((await t.editor.get('/pages?path=/twins')).body.total).toBe(0)
  })
})
