import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { demoBrandFacts } from './demoBrandFacts.ts'
import { demoFactSheetFiles } from './factSheetFiles.ts'
import { factSheetFile } from './brandRecords.ts'

const publicDir = fileURLToPath(new URL('../../../site/public', import.meta.url))

describe('the demo fact sheets', () => {
  it('are the site’s own PDF files, as the brands’ facts write them (npx tsx content-api/seed/brands/writeFactSheets.ts)', () => {
    for (const [name, bytes] of demoFactSheetFiles()) expect(readFileSync(`${publicDir}/demo/fact-sheets/${name}`).equals(bytes), name).toBe(true)
  })

  it('give each resort’s address, phone and rooms in a PDF every reader opens', () => {
    for (const b of demoBrandFacts)
      for (const r of b.resorts) {
        const text = readFileSync(`${publicDir}${factSheetFile(r)}`, 'latin1')
        expect(text.startsWith('%PDF-1.4\n') && text.endsWith('%%EOF\n'), r.slug).toBe(true)
        expect(text).toContain(`Reservations: ${r.phone}`)
        expect(text).toContain(`Booking code ${r.bookingCode}.`)
        // The cross-reference table points at each object where it starts.
        const xref = Number(/startxref\n(\d+)/.exec(text)![1])
        expect(text.slice(xref, xref + 4)).toBe('xref')
      }
  })
})
