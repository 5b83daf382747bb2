import { useMutation, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { layouts } from '../../../catalogue/layouts/layouts.ts'
import { PagePath } from '../../../catalogue/model/page.ts'
import { api } from '../../api/client.ts'

export function CreatePage() {
  const sites = useQuery({ queryKey: ['sites'], queryFn: api.listSites })
  const [, navigate] = useLocation()
  const [problem, setProblem] = useState<string | null>(null)
  const create = useMutation({
    mutationFn: api.createPage,
    onSuccess: (page) => navigate(`~/voix/studio?page=${encodeURIComponent(page.id)}`),
    onError: (error) => setProblem(error.message),
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const path = PagePath.safeParse(String(form.get('path')))
    if (!path.success) return setProblem(`Path ${path.error.issues[0]?.message}`)
    const title = String(form.get('title')).trim()
    if (!title) return setProblem('Title must not be empty')
    setProblem(null)
    create.mutate({
      site_id: String(form.get('site')),
      title,
      path: path.data,
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
        <label>
          Site
          <select name="site" required key={sites.data?.length ?? 0} defaultValue={sites.data?.find((s) => s.isDefault)?.id}>
            {sites.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Title
          <input name="title" required />
        </label>
        <label>
          Path
          <input name="path" placeholder="/new-page" required />
        </label>
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
