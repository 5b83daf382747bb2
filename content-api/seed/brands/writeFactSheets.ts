// Writes the demo's fact sheets into the site's own files: `npx tsx content-api/seed/brands/writeFactSheets.ts`.
// factSheets.test.ts checks the committed files are what this writes, so a change to a brand's facts is not forgotten.
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { demoFactSheetFiles } from './factSheetFiles.ts'

const dir = fileURLToPath(new URL('../../../site/public/demo/fact-sheets/', import.meta.url))
mkdirSync(dir, { recursive: true })
for (const [name, bytes] of demoFactSheetFiles()) writeFileSync(`${dir}${name}`, bytes)
