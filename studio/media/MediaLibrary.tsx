import { useState } from 'react'
import type { StoredMedia } from './mediaApi.ts'
import { MediaBrowser } from './MediaBrowser.tsx'
import { MediaDetail } from './MediaDetail.tsx'

/** `/voix/media`: every upload, searched and filtered on the server; choosing one opens its details beside the list. */
export function MediaLibrary() {
  const [selected, setSelected] = useState<StoredMedia | null>(null)
  return (
    <section>
      <h1>Media library</h1>
      <div className={`media-library${selected ? ' media-library--open' : ''}`}>
        <MediaBrowser selectedId={selected?.id} onSelect={setSelected} />
        {selected && <MediaDetail item={selected} onChanged={setSelected} onClose={() => setSelected(null)} />}
      </div>
    </section>
  )
}
