import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const [sqlite] = await testDatabases()

describe('a changed profile name', () => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(sqlite!.open)
  })
  afterAll(() => t.close())

  it('is what /api/auth/me answers at once, not after the sign-in cache expires', async () => {
    expect((await t.editor.get('/auth/me')).body.name).toBe('editor')
    const changed = await t.editor.put('/auth/me', { name: 'Renamed Editor' })
    expect(changed.status).toBe(200)
    expect(changed.body.name).toBe('Renamed Editor')
    expect((await t.editor.get('/auth/me')).body.name).toBe('Renamed Editor')
  })
})
