import { useState, type FormEvent } from 'react'
import { layouts } from '../../catalogue/layouts/layouts.ts'
import { NewPageFields, useNewPage } from './newPage.tsx'

export function CreatePage() {
  const { sites, sitesPending, create, problem, target } = useNewPage()
  // The site the page starts on: the default one when the editor may use it, else the first they may.
  const startSite = sites?.find((s) => s.isDefault) ?? sites?.[0]
  const [site, setSite] = useState<string | undefined>()
  // The layout follows the chosen site until the editor picks another.
  const [ownLayout, setOwnLayout] = useState<string | null>(null)
  const siteLayout = sites?.find((s) => s.id === (site ?? startSite?.id))?.layout
  const layout = ownLayout ?? (siteLayout && layouts.some((l) => l.id === siteLayout) ? siteLayout : layouts[0]!.id)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const chosen = target(form)
    if (!chosen) return
    create.mutate({
      site_id: chosen.site.id,
      title: chosen.title,
      path: chosen.path,
      layout: String(form.get('layout')),
      locale: 'en',
      description: '',
      elements: [],
      fields: [],
      tags: [],
      head: [],
      review: { status: 'pending', annotations: {} },
    })
  }
  return (
    <section>
      <h1>New page</h1>
      <form className="studio__form" onSubmit={submit}>
        <NewPageFields sites={sites} siteId={startSite?.id} pathPlaceholder="/new-page" onSite={(s) => setSite(s?.id)} />
        <label>
          Layout
          <select name="layout" value={layout} onChange={(e) => setOwnLayout(e.target.value)}>
            {layouts.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        {problem && <p role="alert">{problem}</p>}
        {/* Until the sites have loaded the site list is empty, and a required empty list would stop the form with
            no word on the screen: the button waits for them, as the cookbook's does. */}
        <button className="studio__primary" type="submit" disabled={create.isPending || sitesPending}>
          Create and edit
        </button>
      </form>
    </section>
  )
}
