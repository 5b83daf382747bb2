import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

/**
 * What every visitor downloads before the page is interactive: the modules the site's browser entry imports
 * statically (dynamic imports load per block or per view, when needed). zod alone is about 25 KB gzip, a quarter
 * of the first-load budget (DESIGN.md: JS ≤ 90 KB gzip), and the browser never validates with it.
 */
describe('the site’s browser entry', () => {
  it('imports no zod statically', async () => {
    const { metafile } = await build({
      entryPoints: ['site/pages/+client.ts'],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      splitting: true,
      outdir: 'out',
      jsx: 'automatic',
      loader: { '.css': 'empty', '.svg': 'empty' },
      logLevel: 'silent',
    })
    const entry = Object.keys(metafile.inputs).find((f) => f.endsWith('pages/+client.ts'))!
    const parent = new Map<string, string | undefined>([[entry, undefined]])
    const queue = [entry]
    while (queue.length) {
      const file = queue.shift()!
      for (const imp of metafile.inputs[file]?.imports ?? [])
        if (imp.kind === 'import-statement' && !parent.has(imp.path)) {
          parent.set(imp.path, file)
          queue.push(imp.path)
        }
    }
    // The chain of imports that brought it in, so the failure says which import to move.
    const chain = (file: string | undefined): string[] => (file ? [...chain(parent.get(file)), file] : [])
    const zod = [...parent.keys()].find((f) => f.includes('node_modules/zod/'))
    expect(zod && chain(zod).join(' → ')).toBeUndefined()
  })
})
