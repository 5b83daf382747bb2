/** "1–20 of 57" with Newer and Older buttons, for lists the API pages by offset (newest first). */
export function Pager({ offset, shown, total, pageSize, onOffset }: { offset: number; shown: number; total: number; pageSize: number; onOffset: (offset: number) => void }) {
  return (
    <p>
      {offset + 1}–{offset + shown} of {total}{' '}
      <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
        Newer
      </button>{' '}
      <button type="button" disabled={offset + pageSize >= total} onClick={() => onOffset(offset + pageSize)}>
        Older
      </button>
    </p>
  )
}
