import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { listBlockDefinitions } from '../../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { resolveElements } from '../../catalogue/blocks/resolveElements.ts'
import { ElementTree } from '../../site/render/ElementTree.tsx'
import { loadAllBlockComponents } from '../../site/render/blockComponentCache.ts'
import type { BenchGroup } from './figures.ts'

/** Raw React rendering of ~40-block pages drawn from the catalogue's templates, with no I/O. */
export const renderBench: BenchGroup = {
  name: 'render',
  async run() {
    await loadAllBlockComponents()
    const blocks = listBlockDefinitions()
    const elements = Array.from({ length: 40 }, (_, i) => {
      const def = blocks[i % blocks.length]!
      return newSliceFromBlock(def.component, def.templates[0]?.values ?? {})
    })
    const tree = resolveElements(elements)
    const render = () => renderToString(createElement(ElementTree, { nodes: tree.nodes }))
    for (let i = 0; i < 50; i++) render()
    const count = 1000
    const started = performance.now()
    for (let i = 0; i < count; i++) render()
    const seconds = (performance.now() - started) / 1000
    return { 'render.renderToString': { value: Math.round(count / seconds), unit: 'pages/s (1 core, 40 blocks)', target: null, better: 'higher' } }
  },
}
