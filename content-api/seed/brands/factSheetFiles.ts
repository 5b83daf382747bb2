import { demoBrandFacts } from './demoBrandFacts.ts'
import { resortFactSheet, textPdf } from './factSheetPdf.ts'

/** Every fact sheet file the demo links to, by its name under site/public/demo/fact-sheets. */
export function demoFactSheetFiles(): [string, Buffer][] {
  const files: [string, Buffer][] = demoBrandFacts.flatMap((b) => b.resorts.map((r): [string, Buffer] => [`${r.slug}.pdf`, resortFactSheet(b, r)]))
  const resorts = demoBrandFacts.flatMap((b) => b.resorts.map((r) => `  ${r.name}, ${r.city}, ${r.country}: ${r.phone}`))
  files.push(['corporate.pdf', textPdf(['Playa Hotels & Resorts - corporate fact sheet', `${resorts.length} resorts in ${new Set(demoBrandFacts.flatMap((b) => b.resorts.map((r) => r.country))).size} countries.`, 'Head office: Av. Bonampak Sm 6, 77500 Cancún, Quintana Roo, Mexico.', 'Resorts and reservations:', ...resorts])])
  return files
}
