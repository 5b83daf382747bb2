import type { BlockComponent } from '../../defineBlock.ts'
import { isSafeUrl } from '../../../fields/checkUrl.ts'
import type { factSheetsDefinition } from './definition.ts'

interface FactSheetRecord {
  id: string
  title: string
  file: string
  corporate: boolean
}

const FactSheets: BlockComponent<typeof factSheetsDefinition> = ({ values, data, field }) => {
  const records = (Array.isArray(data) ? (data as FactSheetRecord[]) : []).filter((r) => isSafeUrl(r.file))
  const shown = values.style === 'corp_only' ? records.filter((r) => r.corporate) : [...records].sort((a, b) => Number(b.corporate) - Number(a.corporate))
  return (
    <section className="v-fact-sheets">
      <h2 {...field('title')}>{values.title}</h2>
      {shown.length === 0 ? (
        <p className="v-fact-sheets__empty">No fact sheets are published yet.</p>
      ) : (
        <ul>
          {shown.map((r) => (
            <li key={r.id}>
              <a href={r.file} download>
                {r.title}
              </a>
              {r.corporate && <span className="v-fact-sheets__tag">Corporate</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
export default FactSheets
