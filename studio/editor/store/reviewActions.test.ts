import { describe, expect, it } from 'vitest'
import { Page } from '../../../catalogue/model/page.ts'
import { pageWith, slice } from '../../../catalogue/model/testing.ts'
import { addAnnotation, addComment, deleteAnnotation, updateAnnotation } from './reviewActions.ts'

const at = new Date('2026-01-02T03:04:05.000Z')

describe('review actions', () => {
  it('pins an annotation to an element at a breakpoint, threads comments, updates and deletes it', () => {
    let p = addAnnotation(pageWith([slice('a')]), 'md', { elementId: 'a', x: 0.5, y: 0.25 }, { author: 'Ana', body: 'Bigger title?' }, at)
    const [note] = p.review.annotations.md!
    expect(note).toMatchObject({ element_id: 'a', x: 0.5, resolved: false, comments: [{ author: 'Ana', body: 'Bigger title?', created_at: at.toISOString() }] })
    expect(p.review.status).toBe('pending')
    p = addComment(p, 'md', note!.uuid, { author: 'Ben', body: 'Done' }, at)
    expect(p.review.annotations.md![0]!.comments.map((c) => c.body)).toEqual(['Bigger title?', 'Done'])
    p = updateAnnotation(p, 'md', note!.uuid, { resolved: true })
    expect(p.review.annotations.md![0]!.resolved).toBe(true)
    expect(Page.safeParse(p).success).toBe(true)
    p = deleteAnnotation(p, 'md', note!.uuid)
    expect(p.review.annotations).toEqual({})
  })
  it('names a missing annotation and refuses an empty comment', () => {
    const p = pageWith([slice('a')])
    expect(() => addComment(p, 'lg', 'x', { author: 'A', body: 'hi' })).toThrow("No annotation 'x' at breakpoint lg")
    expect(() => addAnnotation(p, 'lg', { elementId: 'a' }, { author: 'A', body: '  ' })).toThrow('A comment must not be empty')
  })
})
