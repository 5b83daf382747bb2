import { resolve } from 'node:path'
import { generateSnapshot } from './generate/generateSnapshot.ts'

/** `tsx scripts/generate.ts <pages> <dir> [blocksPerPage]`: write a synthetic snapshot folder for scale tests. */
const [pages, dir, blocks] = process.argv.slice(2)
const count = Number(pages)
if (!Number.isInteger(count) || count < 1 || !dir) {
  console.error('usage: tsx scripts/generate.ts <pages> <dir> [blocksPerPage]   e.g. 10000 .voix/scale/10k')
  process.exit(2)
}
const started = performance.now()
await generateSnapshot(resolve(dir), { pages: count, blocksPerPage: blocks ? Number(blocks) : 40 })
console.log(`${count} pages → ${resolve(dir)} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
