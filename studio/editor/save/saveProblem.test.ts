import { describe, expect, it } from 'vitest'
import { pageWith, slice } from '../../../catalogue/model/testing.ts'
import { ApiError } from '../../api/client.ts'
import { saveProblem } from './saveProblem.ts'

describe('why a save failed, for the editor', () => {
  it('turns a duplicate path into a sentence about the path, with the server’s words as the detail', () => {
    const server = 'A page with this site_id and path and locale already exists'
    const problem = saveProblem(new ApiError(409, server), { ...pageWith([]), path: '/rooms' })
    expect(problem.summary).toBe('Not saved: the path is taken.')
    expect(problem.problems[0]).toMatchObject({ where: 'Page › Path', field: 'path' })
    expect(problem.problems[0]!.message).toContain('Another page already uses the path /rooms')
    expect(problem.summary + problem.problems[0]!.message).not.toContain('site_id')
    expect(problem.detail).toBe(server)
  })
  it('names each refused field by block and field label', () => {
    const page = pageWith([slice('x', { component: 'GlobalIntro', fields: [{ id: 'l', name: 'link', type: 'link', enabled: true, value: { href: 'javascript:x', text: 'a' }, media: [], properties: [] }] })])
    const error = new ApiError(400, 'Page / is not valid: elements.0.fields.0.value.href: …', [{ path: 'elements.0.fields.0.value.href', message: "element x (GlobalIntro), field 'link': unsafe URL" }])
    const problem = saveProblem(error, page)
    expect(problem.summary).toBe('Not saved: one thing needs fixing, shown next to it.')
    expect(problem.problems).toEqual([{ where: 'Intro › Link (address)', message: 'unsafe URL', elementId: 'x', field: 'link', part: 'address' }])
  })
  it('offers to sign in again when the sign-in has ended, in the editor\'s words', () => {
    const problem = saveProblem(new ApiError(401, 'The access token is not valid or has expired; sign in again'), pageWith([]))
    expect(problem.signIn).toBe(true)
    expect(problem.summary).toBe('Not saved: your sign-in has ended. Sign in again and save; your changes are kept in this browser meanwhile.')
    expect(saveProblem(new ApiError(403, 'Your role (reviewer) may not change content'), pageWith([])).signIn).toBeUndefined()
  })
})
