import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formNames } from '../../catalogue/model/entities/formSubmission.ts'
import { api } from '../api/client.ts'
import { Pager } from '../shell/Pager.tsx'

const pageSize = 50

const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** What visitors sent through the site's forms, for admins: newest first, by form, a page at a time. */
export function FormSubmissions() {
  const [form, setForm] = useState('')
  const [offset, setOffset] = useState(0)
  const submissions = useQuery({
    queryKey: ['form-submissions', form, offset],
    queryFn: () => api.listFormSubmissions({ form: form || undefined, limit: pageSize, offset }),
    placeholderData: keepPreviousData,
  })
  const total = submissions.data?.total ?? 0
  return (
    <section>
      <div className="studio__heading">
        <h1>Form submissions</h1>
        <label>
          Form{' '}
          <select
            value={form}
            onChange={(e) => {
              setForm(e.target.value)
              setOffset(0)
            }}
          >
            <option value="">All forms</option>
            {formNames.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
      </div>
      {submissions.isPending && <p>Loading submissions…</p>}
      {submissions.isError && <p role="alert">Could not load the submissions: {submissions.error.message}</p>}
      {submissions.data && submissions.data.items.length === 0 && <p>No submissions yet.</p>}
      {submissions.data && submissions.data.items.length > 0 && (
        <>
          <table className="studio__table">
            <thead>
              <tr>
                <th>Received</th>
                <th>Form</th>
                <th>Site and page</th>
                <th>Fields</th>
              </tr>
            </thead>
            <tbody>
              {submissions.data.items.map((s) => (
                <tr key={s.id}>
                  <td>
                    <time dateTime={s.created_at}>{new Date(s.created_at).toLocaleString()}</time>
                  </td>
                  <td>{s.form}</td>
                  <td>
                    {s.site_id ?? '—'} {s.page}
                  </td>
                  <td>
                    <dl className="studio__fields">
                      {Object.entries(s.data).map(([name, value]) => (
                        <div key={name}>
                          <dt>{name}</dt>
                          <dd>{valueText(value)}</dd>
                        </div>
                      ))}
                    </dl>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager offset={offset} shown={submissions.data.items.length} total={total} pageSize={pageSize} onOffset={setOffset} />
        </>
      )}
    </section>
  )
}
