import { afterEach, describe, expect, it, vi } from 'vitest'
import { likeAnywhere, queryCollection, sqlText } from './queryCollection.ts'

afterEach(() => vi.unstubAllGlobals())

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('queryCollection', () => {
  it('takes the current version from a 409 and asks again, then keeps it', async () => {
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url)
        return url.includes('version=v2') ? answer(200, { version: 'v2', columns: ['code', 'name'], rows: [['fr', 'Français']] }) : answer(409, { error: 'changed', version: 'v2' })
      }),
    )
    expect(await queryCollection('locales', 'SELECT code, name FROM locales')).toEqual([{ code: 'fr', name: 'Français' }])
    expect(calls).toEqual(['/__nuxt_content/locales/query?version=none', '/__nuxt_content/locales/query?version=v2'])
    await queryCollection('locales', 'SELECT code, name FROM locales')
    expect(calls.at(-1)).toBe('/__nuxt_content/locales/query?version=v2')
  })

  it('throws the endpoint’s sentence on a refusal', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(400, { error: 'The query was refused: only the table docs may be read' })))
    await expect(queryCollection('docs', 'SELECT * FROM sqlite_master')).rejects.toThrow('only the table docs may be read')
  })

  it('quotes text so that what an editor types stays text', () => {
    expect(sqlText("it's")).toBe("'it''s'")
    expect(likeAnywhere("100%_o'k\\")).toBe("'%100\\%\\_o''k\\\\%'")
  })
})
