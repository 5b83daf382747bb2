import { describe, expect, it } from 'vitest'
import { translationPath, translationState, type PageRow } from './translationsApi.ts'

const row = (over: Partial<PageRow>): PageRow => ({ id: 'p', site_id: 's', path: '/spa', locale: 'en', title: 'Spa', version: 3, published: true, published_version_id: 'v3', source_page_id: null, source_version: null, updated_at: '2026-01-01T00:00:00Z', author: null, ...over })

describe('translations', () => {
  it('are up to date while they match the source’s current version', () => {
    const source = row({ version: 3 })
    expect(translationState(row({ source_page_id: 'p', source_version: 3 }), source)).toEqual({ upToDate: true, made: 3 })
    expect(translationState(row({ source_page_id: 'p', source_version: 2 }), source)).toEqual({ upToDate: false, made: 2 })
    expect(translationState(row({ source_page_id: 'p', source_version: null }), source).upToDate).toBe(false)
  })

  it('go under the locale by default', () => {
    expect(translationPath('/spa', 'es-MX')).toBe('/es-mx/spa')
    expect(translationPath('/', 'fr')).toBe('/fr')
  })
})
