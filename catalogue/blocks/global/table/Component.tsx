import type { BlockComponent } from '../../defineBlock.ts'
import type { tableDefinition } from './definition.ts'

const Table: BlockComponent<typeof tableDefinition> = ({ values, field }) => {
  const { caption, headerRow, striped, fullWidth, smallText, rows } = values
  const classes = ['v-table', striped && 'v-table--striped', fullWidth && 'v-table--full', smallText && 'v-table--small']
  const [head, ...body] = headerRow && rows[0]?.type === 'text' ? rows : [undefined, ...rows]
  return (
    <div className="v-table-wrap">
      <table className={classes.filter(Boolean).join(' ')}>
        {caption && <caption {...field('caption')}>{caption}</caption>}
        {head?.type === 'text' && (
          <thead>
            <tr>
              {head.cells.split('|').map((cell, i) => (
                <th key={i}>{cell.trim()}</th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {body.map((row, i) =>
            row?.type === 'contact' ? (
              <tr key={i} className="v-table__contact">
                <td>{row.name}</td>
                <td>{row.phone && <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>{row.phone}</a>}</td>
                <td>{row.email && <a href={`mailto:${row.email}`}>{row.email}</a>}</td>
              </tr>
            ) : row ? (
              <tr key={i}>
                {row.cells.split('|').map((cell, j) => (
                  <td key={j}>{cell.trim()}</td>
                ))}
              </tr>
            ) : null,
          )}
        </tbody>
      </table>
    </div>
  )
}
export default Table
