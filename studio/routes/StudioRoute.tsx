import { useSearch } from 'wouter'
import { Placeholder } from './Placeholder.tsx'

export function StudioRoute() {
  const pageId = new URLSearchParams(useSearch()).get('page')
  if (!pageId) return <Placeholder title="Studio" holds="Open a page from the page list to edit it." />
  return <p>Loading…</p>
}
