import { resolve } from 'node:path'
import { generateSnapshot } from './generate/generateSnapshot.ts'

/**
 * `tsx scripts/generate.ts <pages> <dir> [realistic | <blocksPerPage>]`: write a synthetic snapshot folder for scale
 * tests: the realistic corpus (each block's content its own, mixed page sizes) or the template corpus.
 */
const [pages, dir, kind] = process.argv.slice(2)
const count = Number(pages)
if (!Number.isInteger(count) || count < 1 || !dir || (kind !== undefined && kind !== 'realistic' && !(Number(kind) >= 1))) {
  console.error('usage: tsx scripts/generate.ts <pages> <dir> [realistic | <blocksPerPage>]   e.g. 10000 .voix/scale/10k realistic')
  process.exit(2)
}
const started = performance.now()
const realistic = kind === 'realistic'
const { meanBlocks } = await generateSnapshot(resolve(dir), realistic ? { pages: count, realistic } : { pages: count, blocksPerPage: kind ? Number(kind) : 40 })
console.log(`${count} ${realistic ? 'realistic' : 'template'} pages (${meanBlocks.toFixed(1)} blocks a page on average) → ${resolve(dir)} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
