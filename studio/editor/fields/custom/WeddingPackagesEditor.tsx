import { maxWeddingPackages, WeddingPackage } from '../../../../catalogue/blocks/weddings/packages/definition.ts'
import type { WeddingPackage as Package } from '../../../../catalogue/blocks/weddings/packages/weddingPackage.ts'
import type { CustomField } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'
import { numberValue, RowInput, RowList } from './RowList.tsx'
import { rowIssues } from './rowIssues.ts'

/** While typed, a price or guest count may not be a number yet; the schema then says so. */
type Row = Omit<Package, 'price' | 'guests'> & { price: number | string; guests: number | string }

const currencies = WeddingPackage.shape.currency.options

/**
 * Wedding packages: name, starting price and currency, guests, inclusions one per line, an optional enquiry link
 * (both parts empty means none) and whether it is the highlighted favourite.
 */
export function WeddingPackagesEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<CustomField>) {
  const rows = Array.isArray(value) ? (value as Row[]) : []
  const issues = rowIssues(kind.schema, rows)
  const setLink = (row: Row, part: 'href' | 'text', text: string): Row => {
    const link = { href: row.link?.href ?? '', text: row.link?.text ?? '', [part]: text }
    return { ...row, link: link.href === '' && link.text === '' ? null : link }
  }
  return (
    <RowList
      rows={rows}
      onChange={onChange}
      newRow={(): Row => ({ name: '', price: 0, currency: 'USD', guests: 0, inclusions: '', link: null, highlighted: false })}
      rowLabel={(i) => `Package ${i + 1}`}
      addLabel="Add package"
      max={maxWeddingPackages}
      inputId={inputId}
      disabled={disabled}
      issues={issues}
    >
      {(row, i, set) => (
        <>
          <RowInput label="Name" problem={issues.get(`${i}.name`)}>
            <input name={`${name}.${i}.name`} value={row.name} onChange={(e) => set({ ...row, name: e.target.value })} />
          </RowInput>
          <RowInput label="Price (0: on request)" problem={issues.get(`${i}.price`)}>
            <input type="number" min={0} step={1} name={`${name}.${i}.price`} value={row.price} onChange={(e) => set({ ...row, price: numberValue(e.target.value) })} />
          </RowInput>
          <RowInput label="Currency" problem={issues.get(`${i}.currency`)}>
            <select name={`${name}.${i}.currency`} value={row.currency} onChange={(e) => set({ ...row, currency: e.target.value })}>
              {currencies.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </RowInput>
          <RowInput label="Guests (0: not shown)" problem={issues.get(`${i}.guests`)}>
            <input type="number" min={0} step={1} name={`${name}.${i}.guests`} value={row.guests} onChange={(e) => set({ ...row, guests: numberValue(e.target.value) })} />
          </RowInput>
          <RowInput label="Inclusions, one per line" problem={issues.get(`${i}.inclusions`)}>
            <textarea name={`${name}.${i}.inclusions`} rows={4} value={row.inclusions} onChange={(e) => set({ ...row, inclusions: e.target.value })} />
          </RowInput>
          <RowInput label="Link address" problem={issues.get(`${i}.link.href`) ?? issues.get(`${i}.link`)}>
            <input name={`${name}.${i}.link.href`} value={row.link?.href ?? ''} placeholder="/weddings/contact" onChange={(e) => set(setLink(row, 'href', e.target.value))} />
          </RowInput>
          <RowInput label="Link text" problem={issues.get(`${i}.link.text`)}>
            <input name={`${name}.${i}.link.text`} value={row.link?.text ?? ''} onChange={(e) => set(setLink(row, 'text', e.target.value))} />
          </RowInput>
          <label>
            <input type="checkbox" name={`${name}.${i}.highlighted`} checked={row.highlighted} onChange={(e) => set({ ...row, highlighted: e.target.checked })} /> Highlighted
          </label>
        </>
      )}
    </RowList>
  )
}
