import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { PagePath } from '../../../catalogue/model/page.ts'
import { queryCollection } from '../../documentation/queryCollection.ts'
import { translationPath, translationsApi, translationState, type PageRow } from './translationsApi.ts'
import { useSiteName } from '../../shell/useSiteName.ts'
import { PageReleaseCell } from '../../releases/PageReleaseCell.tsx'

interface LocaleRow {
  code: string
  name: string
  direction: 'ltr' | 'rtl'
}

/** The site locales, from the locales content collection. */
function useLocales() {
  return useQuery({
    queryKey: ['collection', 'locales', 'all'],
    queryFn: () => queryCollection<LocaleRow>('locales', 'SELECT code, name, direction FROM locales ORDER BY position'),
    staleTime: Infinity,
  })
}

function Translations({ source, translations, localeName }: { source: PageRow; translations: PageRow[]; localeName: (code: string) => string }) {
  const client = useQueryClient()
  const [problem, setProblem] = useState<string | null>(null)
  const mark = useMutation({
    mutationFn: (t: PageRow) => translationsApi.markUpToDate(t.id, t.version),
    onSuccess: () => client.invalidateQueries({ queryKey: ['translations', source.id] }),
    onError: (error) => setProblem(error.message),
  })
  if (!translations.length) return <p className="studio__muted">“{source.title}” has no translations yet.</p>
  return (
    <>
      {problem && <p role="alert">{problem}</p>}
      {/* On a phone the table scrolls sideways on its own; the screen stays its width. */}
      <div className="translate__scroll">
        <table className="studio__table" aria-label={`Translations of ${source.title}`}>
          <thead>
            <tr>
              <th>Language</th>
              <th>Title</th>
              <th>Path</th>
              <th>State</th>
              <th>Release</th>
            </tr>
          </thead>
          <tbody>
            {translations.map((t) => {
              const state = translationState(t, source)
              return (
                <tr key={t.id} data-locale={t.locale}>
                  <td>{localeName(t.locale)}</td>
                  <td>
                    <Link href={`~/voix/studio?page=${encodeURIComponent(t.id)}`}>{t.title}</Link>
                  </td>
                  <td>{t.path}</td>
                  <td>
                    {state.upToDate ? (
                      <span data-state="up-to-date">Up to date</span>
                    ) : (
                      <span data-state="out-of-date">
                        <strong>Out of date</strong>: {state.made === null ? 'made before versions were recorded' : `made from version ${state.made}`}, the source is at version{' '}
                        {source.version}.{' '}
                        <button type="button" disabled={mark.isPending} onClick={() => mark.mutate(t)}>
                          Mark as up to date
                        </button>
                      </span>
                    )}
                  </td>
                  <td>
                    {/* Where translators work: the translation's draft goes into a release from here, as from the page list. */}
                    <PageReleaseCell pageId={t.id} />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </>
  )
}

/**
 * /voix/pages/translate?page=<id>: translating a page makes a copy for a locale of the locales collection, linked to
 * its source; the page's translations are listed with whether each is up to date with the source's current
 * version, the releases each is in, and "Add to release".
 */
export function TranslatePage() {
  const siteName = useSiteName()
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const chosen = new URLSearchParams(useSearch()).get('page') ?? ''
  const sources = useQuery({ queryKey: ['translation-sources'], queryFn: translationsApi.sources })
  const locales = useLocales()
  const source = sources.data?.find((p) => p.id === chosen)
  const translations = useQuery({ queryKey: ['translations', chosen], queryFn: () => translationsApi.translationsOf(chosen), enabled: !!source })
  const [locale, setLocale] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const translate = useMutation({
    mutationFn: (body: { locale: string; path: string; title: string }) => translationsApi.translate(chosen, body),
    onSuccess: (page) => {
      void queryClient.invalidateQueries({ queryKey: ['translations', chosen] })
      navigate(`~/voix/studio?page=${encodeURIComponent(page.id)}`)
    },
    onError: (error) => setProblem(error.message),
  })

  const taken = new Set([source?.locale, ...(translations.data ?? []).map((t) => t.locale)])
  const offered = (locales.data ?? []).filter((l) => !taken.has(l.code))
  const localeName = (code: string) => locales.data?.find((l) => l.code === code)?.name ?? code
  const picked = offered.find((l) => l.code === locale) ?? offered[0]

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!source || !picked) return
    const form = new FormData(event.currentTarget)
    const path = PagePath.safeParse(String(form.get('path')).trim())
    if (!path.success) return setProblem(`Path ${path.error.issues[0]?.message}`)
    const title = String(form.get('title')).trim()
    if (!title) return setProblem('Title must not be empty')
    setProblem(null)
    translate.mutate({ locale: picked.code, path: path.data, title })
  }

  return (
    <section>
      <h1>Translate a page</h1>
      <p className="studio__muted">A translation is a copy of the page for another language, linked to it, with every block ready for its text to be translated.</p>
      {(sources.isError || locales.isError) && <p role="alert">{(sources.error ?? locales.error)?.message}</p>}
      <label className="studio__form">
        Page
        <select value={chosen} onChange={(e) => navigate(`/translate?page=${encodeURIComponent(e.target.value)}`, { replace: true })} disabled={sources.isPending}>
          <option value="">Pick a page…</option>
          {sources.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title} — {siteName(p.site_id)} {p.path} ({p.locale})
            </option>
          ))}
        </select>
      </label>
      {source && (
        <>
          <h2>Translations</h2>
          {translations.isPending ? <p>Loading translations…</p> : translations.data && <Translations source={source} translations={translations.data} localeName={localeName} />}
          <h2>New translation</h2>
          {offered.length === 0 && locales.data ? (
            <p className="studio__muted">The page exists in every locale already.</p>
          ) : (
            <form className="studio__form" onSubmit={submit} aria-label="New translation" key={`${source.id}/${picked?.code ?? ''}`}>
              <label>
                Language
                <select name="locale" value={picked?.code ?? ''} onChange={(e) => setLocale(e.target.value)}>
                  {offered.map((l) => (
                    <option key={l.code} value={l.code}>
                      {l.name} ({l.code})
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Path
                <input name="path" required defaultValue={picked ? translationPath(source.path, picked.code) : ''} />
              </label>
              <label>
                Title
                <input name="title" required defaultValue={source.title} dir={picked?.direction} />
              </label>
              {problem && <p role="alert">{problem}</p>}
              <button type="submit" className="studio__primary" disabled={translate.isPending || !picked}>
                Translate
              </button>
            </form>
          )}
        </>
      )}
    </section>
  )
}
