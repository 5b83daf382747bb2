import type { BrandFacts, ResortFacts } from './BrandFacts.ts'
import { addressLines } from './brandRecords.ts'

/** Text as a PDF string literal: Latin-1 (WinAnsi), with its delimiters escaped; anything else becomes '?'. */
const pdfText = (s: string) =>
  `(${s
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`)})`

/**
 * A one-page PDF of lines of text (the first as a heading): the fact sheets the demo's download links offer. Written
 * byte for byte, with its cross-reference table, so any PDF reader opens it; Helvetica needs no embedded font.
 */
export function textPdf(lines: readonly string[]): Buffer {
  const ops = lines.map((line, i) => `BT /F1 ${i ? 11 : 20} Tf 56 ${780 - (i ? 30 + i * 18 : 0)} Td ${pdfText(line)} Tj ET`).join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** A resort's fact sheet: where it is, how to call, its rooms and restaurants. */
export function resortFactSheet(b: BrandFacts, r: ResortFacts): Buffer {
  return textPdf([
    `${r.name} - fact sheet`,
    `${b.name}. ${r.stars}-star all-inclusive${r.adultsOnly ? ', adults only' : ''}.`,
    ...addressLines(r),
    `Reservations: ${r.phone}. Booking code ${r.bookingCode}.`,
    r.blurb,
    'Rooms and suites:',
    ...b.rooms.map((x) => `  ${x.title}: ${x.squareFootage} sq ft, ${x.bedding}, up to ${x.maxOccupancy} guests.`),
    'Restaurants and bars:',
    ...b.dining.map((d) => `  ${d.name}: ${d.cuisine}, ${d.hours}.`),
    'Check-in 3:00 p.m.; check-out 12:00 p.m.',
  ])
}
