import type { Element } from '../../catalogue/model/element.ts'
import { agentFilesPath } from '../../catalogue/model/entities/media.ts'
import type { Storage } from '../../catalogue/model/storage.ts'
import type { Db } from '../db/openDatabase.ts'
import { insertRecord } from '../entities/entityStore.ts'
import { media } from '../entities/registry.ts'
import { agentMediaDir, agentMediaKeyPrefix } from '../media/mediaRoutes.ts'
import { writeMediaFile } from '../media/storeMedia.ts'

/** The demo portal's rate sheet: what a travel agent downloads once signed in, and nobody else can. */
export const demoRateSheet = { name: 'AgentCashPlus rate sheet 2027.pdf', linkText: 'Download the agent rate sheet' } as const

const lines = [
  ['AgentCashPlus - agent rate sheet, 2027 season', 20],
  ['Net rates per room per night, all-inclusive, double occupancy (USD)', 11],
  ['Hyatt Ziva Cancun - Ocean View Junior Suite: 412 - commission 14%', 11],
  ['Hyatt Zilara Rose Hall - Swim-up Suite: 538 - commission 15%', 11],
  ['Panama Jack Playa del Carmen - Family Suite: 296 - commission 12%', 11],
  ['Sanctuary Cap Cana - Ocean Front Suite: 455 - commission 14%', 11],
  ['Double AgentCash+ points on every booking made by May 31, 2027.', 11],
  ['For travel agents of the AgentCashPlus programme only. Not for distribution to guests.', 9],
] as const

/** A one-page PDF of the lines above, with its cross-reference table, as any PDF reader expects it. */
export function rateSheetPdf(): Uint8Array {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`)
  const text = lines.map(([line, size], i) => `BT /F1 ${size} Tf 60 ${730 - i * 34} Td (${escape(line)}) Tj ET`).join('\n')
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    `<</Length ${Buffer.byteLength(text)}>>\nstream\n${text}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf))
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf)
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(pdf, 'latin1'))
}

/** Stores the rate sheet as an agents-only upload (as `POST /api/media?access=agents` would) and returns its URL. */
export async function seedRateSheet(db: Db, mediaDir: string, storage?: Storage): Promise<string> {
  const bytes = rateSheetPdf()
  const { hash } = await writeMediaFile(agentMediaDir(mediaDir), bytes, 'pdf', storage, agentMediaKeyPrefix)
  const url = `${agentFilesPath}/${hash}.pdf`
  await insertRecord(db, media as never, media.schema.parse({ id: hash, name: demoRateSheet.name, type: 'application/pdf', bytes: bytes.length, url, access: 'agents', site_id: 'agent-cash-plus' }))
  return url
}

/** The elements with every Login Required Button linking to the rate sheet. */
export function linkRateSheet(elements: Element[], href: string): Element[] {
  return elements.map((element) => ({
    ...element,
    elements: linkRateSheet(element.elements, href),
    fields:
      element.component === 'AgentsPortalLoginRequiredButton'
        ? element.fields.map((field) => (field.name === 'link' ? { ...field, value: { href, text: demoRateSheet.linkText } } : field))
        : element.fields,
  }))
}
