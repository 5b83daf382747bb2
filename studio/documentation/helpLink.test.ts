import { describe, expect, it } from 'vitest'
import { loadCollections } from '../../catalogue/collections/loadCollections.ts'
import { helpTopicFor, helpTopics } from './HelpLink.tsx'
import { documentOf } from './documentationQueries.ts'

describe('help links', () => {
  const guide = new Set(loadCollections().voixuserguide.map((d) => d.path))

  it('point at pages of the user guide that exist', () => {
    for (const [, page] of helpTopics) expect(guide, page).toContain(page)
    expect(guide).toContain('building-a-page')
  })

  it('pick the page about each screen', () => {
    expect(helpTopicFor('/')).toBe('pages')
    expect(helpTopicFor('/pages/translate')).toBe('translating-pages')
    expect(helpTopicFor('/pages/create')).toBe('pages')
    expect(helpTopicFor('/releases')).toBe('releases-and-review')
    expect(helpTopicFor('/users/42')).toBe('roles')
    expect(helpTopicFor('/cookbook')).toBe('blocks-slots-and-groups')
  })

  it('map documentation paths to a collection and a document', () => {
    expect(documentOf('')).toEqual({ collection: 'voixuserguide', path: 'index' })
    expect(documentOf('guide/saving-and-conflicts')).toEqual({ collection: 'voixuserguide', path: 'saving-and-conflicts' })
    expect(documentOf('docs/')).toEqual({ collection: 'docs', path: 'index' })
    expect(documentOf('docs/a/b')).toEqual({ collection: 'docs', path: 'a/b' })
    expect(documentOf('elsewhere/x')).toBeUndefined()
  })
})
