import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type FormEvent } from 'react'
import { api, ApiError } from '../../api/client.ts'
import { useMe } from '../../shell/useMe.ts'

const fieldLabels: Record<string, string> = {
  blockBrokenLinks: 'Refuse to publish a page with a broken link',
  imageBudgetKb: 'Image weight budget',
  editorsApproveOwnReleases: 'Editors may approve a release they changed themselves',
}

/** An API refusal in the form's words: each bad field by its label. */
function problem(error: Error): string {
  if (error instanceof ApiError && error.issues.length) return error.issues.map((i) => `${fieldLabels[i.path.split('.')[0]!] ?? 'The form'}: ${i.message}`).join('. ')
  return error.message
}

/** The pre-publish checks an admin sets: whether a link that leads nowhere refuses a publish, and how heavy an image may be. */
export function PublishCheckSettings() {
  const client = useQueryClient()
  const me = useMe()
  const isAdmin = me.data?.role === 'admin'
  const current = useQuery({ queryKey: ['publish-checks'], queryFn: api.getPublishChecks })
  const [block, setBlock] = useState(false)
  const [selfApproval, setSelfApproval] = useState(false)
  const [budget, setBudget] = useState('300')
  useEffect(() => {
    if (!current.data) return
    setBlock(current.data.blockBrokenLinks)
    setSelfApproval(current.data.editorsApproveOwnReleases)
    setBudget(String(current.data.imageBudgetKb))
  }, [current.data])
  const save = useMutation({
    mutationFn: () => api.savePublishChecks({ blockBrokenLinks: block, imageBudgetKb: Number(budget), editorsApproveOwnReleases: selfApproval }, current.data?.version ?? 0),
    onSuccess: (saved) => client.setQueryData(['publish-checks'], saved),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate()
  }
  return (
    <section>
      <div className="studio__heading">
        <h1>Publishing checks</h1>
      </div>
      <p>Before a page is published, the studio checks it as visitors will get it: links that lead nowhere, images without alt text, more than one main heading or a skipped heading level, and images heavier than the budget. Editors see the problems next to the publish buttons.</p>
      {!isAdmin && <p>Only an admin can change these settings.</p>}
      {current.isError && <p role="alert">The settings could not be read: {current.error.message}</p>}
      <form onSubmit={submit}>
        <fieldset disabled={!isAdmin || !current.data || save.isPending}>
          <label>
            <input type="checkbox" checked={block} onChange={(e) => setBlock(e.target.checked)} /> {fieldLabels.blockBrokenLinks}
          </label>
          <p className="studio__hint">When on, publishing a page whose links lead to no page of its site is refused, and the page and the links are named.</p>
          <label>
            {fieldLabels.imageBudgetKb} (KB){' '}
            <input type="number" min={10} max={20000} step={1} value={budget} onChange={(e) => setBudget(e.target.value)} />
          </label>
          <label>
            <input type="checkbox" checked={selfApproval} onChange={(e) => setSelfApproval(e.target.checked)} /> {fieldLabels.editorsApproveOwnReleases}
          </label>
          <p className="studio__hint">When off, a release is approved by someone other than the editors who put its pages and records in it (admins may always approve).</p>
          <p>
            <button type="submit" className="studio__primary">
              Save
            </button>
          </p>
        </fieldset>
      </form>
      {save.isError && <p role="alert">Not saved: {problem(save.error)}</p>}
      {save.isSuccess && !save.isPending && <p role="status">Saved.</p>}
    </section>
  )
}
