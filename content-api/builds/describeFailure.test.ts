import { describe, expect, it } from 'vitest'
import { ContentError } from '../../catalogue/blocks/resolveElements.ts'
import { describeFailure } from './buildQueue.ts'

describe('describeFailure', () => {
  it('names the site apart from the path, and the block, for a content error from the render workers', () => {
    const error = new ContentError('must be at most 120 characters', { page: 'demo/rooms/suite', element: 'el-1', component: 'GenericHero', field: 'title' })
    expect(describeFailure(error)).toEqual({
      message: "page demo/rooms/suite, element el-1 (GenericHero), field 'title': must be at most 120 characters",
      kind: 'content',
      site: 'demo',
      page: '/rooms/suite',
      element: 'el-1',
      component: 'GenericHero',
      field: 'title',
    })
  })

  it("takes a build failure's own kind and location", () => {
    const error = Object.assign(new Error('two published pages have the path demo/rooms'), { where: { site: 'demo', page: '/rooms' }, kind: 'content' })
    expect(describeFailure(error)).toEqual({ message: 'two published pages have the path demo/rooms', kind: 'content', site: 'demo', page: '/rooms' })
    const died = Object.assign(new Error('a render worker stopped: killed'), { where: {}, kind: 'internal', retry: true })
    expect(describeFailure(died)).toEqual({ message: 'a render worker stopped: killed', kind: 'internal' })
  })

  it('tells an error that names nothing apart as ours', () => {
    expect(describeFailure(new Error('EACCES: permission denied'))).toEqual({ message: 'EACCES: permission denied', kind: 'internal' })
    expect(describeFailure('boom')).toEqual({ message: 'boom', kind: 'internal' })
    // A location of the wrong shape is left out rather than passed on.
    expect(describeFailure(Object.assign(new Error('odd'), { where: { page: 42 } }))).toEqual({ message: 'odd', kind: 'internal' })
  })
})
