import { useQuery } from '@tanstack/react-query'
import type { Element } from '../../catalogue/model/element.ts'
import { api } from '../api/client.ts'

function ElementList({ elements }: { elements: Element[] }) {
  return (
    <ol className="studio__tree">
      {elements.map((el) => (
        <li key={el.id} data-element={el.id}>
          <strong>{el.label ?? el.component ?? el.type}</strong> <code>{el.type}</code>
          {!el.enabled && <em> (disabled)</em>}
          {el.elements.length > 0 && <ElementList elements={el.elements} />}
        </li>
      ))}
    </ol>
  )
}

/** A read-only look at one page's draft: its element tree. */
export function PageViewer({ id }: { id: string }) {
  const page = useQuery({ queryKey: ['page', id], queryFn: () => api.getPage(id) })
  if (page.isPending) return <p>Loading page…</p>
  if (page.isError) return <p role="alert">Could not load the page: {page.error.message}</p>
  return (
    <section>
      <h1>{page.data.title}</h1>
      <p>
        <code>{page.data.path}</code> · layout <code>{page.data.layout}</code> · version {page.data.version}
      </p>
      <h2>Elements</h2>
      <ElementList elements={page.data.elements} />
    </section>
  )
}
