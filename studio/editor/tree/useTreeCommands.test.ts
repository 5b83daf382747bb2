import { describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../../catalogue/blocks/newSliceFromBlock.ts'
import { group, pageWith } from '../../../catalogue/model/testing.ts'
import { createPageStore } from '../store/createPageStore.ts'
import { treeCommands } from './useTreeCommands.ts'

const labels = (store: ReturnType<typeof createPageStore>, id: string) => treeCommands(store, id, () => {}).map((c) => c.label)

describe('the element menu', () => {
  const blog = newSliceFromBlock('BlogsBlogList', {}, () => 'blog')
  const intro = newSliceFromBlock('GlobalIntro', {}, () => 'intro')
  const store = createPageStore(pageWith([intro, blog, group('g')]), 1)
  it('offers Turn into query only on a block that shows records as a list, with its own records', () => {
    expect(labels(store, 'intro')).not.toContain('Turn into query')
    expect(labels(store, 'g')).not.toContain('Turn into query')
    const turn = treeCommands(store, 'blog', () => {}).find((c) => c.label === 'Turn into query')!
    turn.run()
    expect(store.getState().history.present.elements[1]).toMatchObject({ type: 'query', model_query: { model: 'posts' } })
    expect(labels(store, 'blog')).toContain('Turn back into slice')
  })
  it('copies the whole selection when opened on one of its blocks, else the block alone, and pastes after it', () => {
    store.getState().selectElements(['intro', 'g'])
    expect(labels(store, 'g')).toEqual(expect.arrayContaining(['Copy 2 blocks', 'Paste after']))
    expect(labels(store, 'blog')).toEqual(expect.arrayContaining(['Copy', 'Paste after']))
  })
})
