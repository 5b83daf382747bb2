import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { Link, useLocation } from 'wouter'
import { documentUrl } from '../../catalogue/collections/collectionUrls.ts'
import { ProductInfo } from './ProductInfo.tsx'
import { docCollections, documentOf, useDoc, useDocList, useDocSearch, type DocCollection } from './documentationQueries.ts'
import './documentation.css'

/** In-app href (under the router's /voix base) of a document. */
const hrefOf = (collection: DocCollection, path: string) => documentUrl(collection, path).replace(/^\/voix/, '')

function Sidebar({ current }: { current: { collection: DocCollection; path: string } }) {
  return (
    <nav className="docs__sidebar" aria-label="Documents">
      {docCollections.map(({ collection, label }) => (
        <SidebarSection key={collection} collection={collection} label={label} current={current} />
      ))}
    </nav>
  )
}

function SidebarSection({ collection, label, current }: { collection: DocCollection; label: string; current: { collection: DocCollection; path: string } }) {
  const list = useDocList(collection)
  return (
    <section>
      <h2>{label}</h2>
      {list.isError && <p role="alert">{list.error.message}</p>}
      <ul>
        {list.data?.map((doc) => (
          <li key={doc.path}>
            <Link href={hrefOf(collection, doc.path)} aria-current={current.collection === collection && current.path === doc.path ? 'page' : undefined}>
              {doc.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Search() {
  const [words, setWords] = useState('')
  const search = useDocSearch(words)
  return (
    <div className="docs__search" role="search">
      <input type="search" aria-label="Search the documentation" placeholder="Search the documentation" value={words} onChange={(e) => setWords(e.target.value)} />
      {words.trim().length >= 2 && (
        <section aria-label="Search results" className="docs__results">
          {search.isError && <p role="alert">{search.error.message}</p>}
          {search.data && !search.data.length && <p className="studio__muted">Nothing found for “{words.trim()}”.</p>}
          <ul>
            {search.data?.map((hit) => (
              <li key={`${hit.collection}/${hit.path}`}>
                <Link href={hrefOf(hit.collection, hit.path)} onClick={() => setWords('')}>
                  {hit.title}
                </Link>
                <span className="studio__muted"> · {docCollections.find((c) => c.collection === hit.collection)?.label}</span>
                <p>{hit.snippet}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

/**
 * /voix/documentation/{documentPath}: the user guide (`guide/…`) and the technical documentation (`docs/…`) from
 * their content collections, with the documents in a sidebar, the page's headings beside it and a search across
 * both. The HTML was rendered and sanitised by the build; links in it to other documents stay in the studio.
 */
export function Documentation({ documentPath }: { documentPath: string }) {
  const [, navigate] = useLocation()
  const target = documentOf(documentPath)
  const doc = useDoc(target?.collection ?? 'voixuserguide', target?.path ?? 'index')
  const body = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1))
    if (hash && doc.data) document.getElementById(hash)?.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [doc.data])

  useEffect(() => {
    if (doc.data) document.title = `${doc.data.title} · Voix documentation`
  }, [doc.data])

  /** A click on a link to another studio page navigates in the app instead of reloading it. */
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a')
    const href = link?.getAttribute('href')
    if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || !href.startsWith('/voix/')) return
    event.preventDefault()
    navigate(href.replace(/^\/voix/, ''))
  }

  const found = target ? doc.data : undefined
  return (
    <div className="docs">
      <aside>
        <Search />
        <Sidebar current={target ?? { collection: 'voixuserguide', path: '' }} />
        <ProductInfo />
      </aside>
      <article className="docs__page">
        {doc.isPending && target && <p className="studio__muted">Loading…</p>}
        {doc.isError && <p role="alert">{doc.error.message}</p>}
        {(!target || doc.data === null) && (
          <>
            <h1>No such document</h1>
            <p>
              There is no document at “{documentPath}”. Pick one on the left, or start from the <Link href="/documentation">user guide</Link>.
            </p>
          </>
        )}
        {found && <div className="docs__body" ref={body} onClick={follow} dangerouslySetInnerHTML={{ __html: found.html }} />}
      </article>
      {found && found.headings.length > 0 && (
        <nav className="docs__toc" aria-label="On this page">
          <h2>On this page</h2>
          <ul>
            {found.headings.map((h) => (
              <li key={h.id} className={`is-h${h.level}`}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
