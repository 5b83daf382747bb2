import { useState } from 'react'
import { PageSeo } from '../../../catalogue/model/pageSeo.ts'
import { usePageStore, useEditor } from '../EditorContext.ts'

const searchDescriptionShown = 160

/** A text setting that reaches the page only when valid; what is wrong stays shown under it meanwhile. */
function CheckedInput({ name, label, value, placeholder, field }: { name: string; label: string; value: string; placeholder: string; field: 'canonical' | 'image' }) {
  const store = usePageStore()
  const [text, setText] = useState(value)
  const check = PageSeo.shape[field].safeParse(text.trim())
  return (
    <>
      <label>
        {label}
        <input
          name={name}
          value={text}
          placeholder={placeholder}
          onChange={(e) => {
            setText(e.target.value)
            const parsed = PageSeo.shape[field].safeParse(e.target.value.trim())
            if (parsed.success) store.getState().edit('setPageSeo', { [field]: parsed.data })
          }}
        />
      </label>
      {!check.success && (
        <p role="alert">
          {label} {check.error.issues[0]?.message}
        </p>
      )}
    </>
  )
}

/** How search engines and social networks show the page: empty settings fall back to the page's own. */
export function PageSeoSettings() {
  const store = usePageStore()
  const page = useEditor((s) => s.history.present)
  const seo = page.seo ?? PageSeo.parse({})
  const edit = store.getState().edit
  const length = page.description.length
  return (
    <fieldset className="page-settings page-settings--seo">
      <legend>Search and social</legend>
      <p className={length > searchDescriptionShown ? undefined : 'studio__muted'} role={length > searchDescriptionShown ? 'alert' : undefined}>
        {length === 0
          ? 'No description yet: search results will show a piece of the page instead.'
          : `Description: ${length} characters${length > searchDescriptionShown ? `, search results cut it after about ${searchDescriptionShown}` : ` of about ${searchDescriptionShown} shown`}.`}
      </p>
      <label>
        Search title
        <input name="page.seo.title" value={seo.title} placeholder={page.title} maxLength={300} onChange={(e) => edit('setPageSeo', { title: e.target.value })} />
      </label>
      <CheckedInput name="page.seo.canonical" label="Canonical link" field="canonical" value={seo.canonical} placeholder="This page (or a path such as /rooms, or https://…)" />
      <CheckedInput name="page.seo.image" label="Social image" field="image" value={seo.image} placeholder="The page's hero image" />
      <label className="page-settings__check">
        <input type="checkbox" name="page.seo.noindex" checked={seo.noindex} onChange={(e) => edit('setPageSeo', { noindex: e.target.checked })} />
        Hide from search engines (noindex, left out of the sitemap)
      </label>
    </fieldset>
  )
}
