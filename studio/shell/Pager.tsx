/**
 * "1–20 of 57" with buttons to the pages before and after, for lists the API pages by offset. Lists shown newest
 * first say Newer and Older; lists the editor sorts say Previous and Next.
 */
export function Pager({ offset, shown, total, pageSize, onOffset, labels = ['Newer', 'Older'], className }: { offset: number; shown: number; total: number; pageSize: number; onOffset: (offset: number) => void; labels?: [string, string]; className?: string }) {
  return (
    <p className={className}>
      {offset + 1}–{offset + shown} of {total}{' '}
      <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
        {labels[0]}
      </button>{' '}
      <button type="button" disabled={offset + pageSize >= total} onClick={() => onOffset(offset + pageSize)}>
        {labels[1]}
      </button>
    </p>
  )
}
