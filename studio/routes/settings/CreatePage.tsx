import type { FormEvent } from 'react'
import { layouts } from '../../../catalogue/layouts/layouts.ts'
import { NewPageFields, useNewPage } from '../newPage.tsx'

export function CreatePage() {
  const { sites, create, problem, target } = useNewPage()
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
        <NewPageFields sites={sites} siteId={sites?.find((s) => s.isDefault)?.id} pathPlaceholder="/new-page" />
        <label>
          Layout
          <select name="layout" defaultValue="playaresorts">
            {layouts.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        {problem && <p role="alert">{problem}</p>}
        <button className="studio__primary" type="submit" disabled={create.isPending}>
          Create and edit
        </button>
      </form>
    </section>
  )
}
