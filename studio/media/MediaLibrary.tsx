import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useSearch } from 'wouter'
import { mediaApi, type StoredMedia } from './mediaApi.ts'
import { MediaBrowser } from './MediaBrowser.tsx'
import { MediaDetail } from './MediaDetail.tsx'

/**
 * `/voix/media`: every upload, searched and filtered on the server; choosing one opens its details beside the list.
 * `?file=<id>` opens that file's details (a page's pre-publish check links here).
 */
export function MediaLibrary() {
  const [selected, setSelected] = useState<StoredMedia | null>(null)
  const fileId = new URLSearchParams(useSearch()).get('file')
  const asked = useQuery({ queryKey: ['media-file', fileId], queryFn: () => mediaApi.get(fileId!), enabled: !!fileId && /^[0-9a-f]{64}$/.test(fileId), retry: false })
  useEffect(() => {
    if (asked.data) setSelected(asked.data)
  }, [asked.data])
  return (
    <section>
      <h1>Media library</h1>
      {asked.isError && <p role="alert">The file asked for is not in the library any more: {asked.error.message}</p>}
      <div className={`media-library${selected ? ' media-library--open' : ''}`}>
        <MediaBrowser selectedId={selected?.id} onSelect={setSelected} />
        {selected && <MediaDetail item={selected} onChanged={setSelected} onClose={() => setSelected(null)} />}
      </div>
    </section>
  )
}
