import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type FormEvent } from 'react'
import { blockingChecks, ProblemKind } from '../../catalogue/model/pageProblems.ts'
import { api, ApiError } from '../api/client.ts'
import { useMe } from '../shell/useMe.ts'

const fieldLabels: Record<string, string> = {
  blocking: 'Checks that stop a publish',
  imageBudgetKb: 'Image weight budget',
  editorsApproveOwnReleases: 'Editors may approve a release they changed themselves',
}

/** Each check, as an admin chooses whether its problems stop a publish (a deleted shared section always does). */
const checkLabels: Record<Exclude<ProblemKind, 'shared-section'>, string> = {
  'broken-link': 'A link leads to no page of the site',
  'missing-alt': 'An image has no alt text',
  'several-h1': 'More than one main heading',
  'skipped-heading': 'A heading level is skipped',
  'heavy-image': 'An image is heavier than the budget',
}

/** An API refusal in the form's words: each bad field by its label. */
function problem(error: Error): string {
  if (error instanceof ApiError && error.issues.length) return error.issues.map((i) => `${fieldLabels[i.path.split('.')[0]!] ?? 'The form'}: ${i.message}`).join('. ')
  return error.message
}

/** The pre-publish checks an admin sets: which of them stop a publish, and how heavy an image may be. */
export function PublishCheckSettings() {
  const client = useQueryClient()
  const me = useMe()
  const isAdmin = me.data?.role === 'admin'
  const current = useQuery({ queryKey: ['publish-checks'], queryFn: api.getPublishChecks })
  const [blocking, setBlocking] = useState<ProblemKind[]>([])
  const [selfApproval, setSelfApproval] = useState(false)
  const [budget, setBudget] = useState('300')
  useEffect(() => {
    if (!current.data) return
    setBlocking([...blockingChecks(current.data)])
    setSelfApproval(current.data.editorsApproveOwnReleases)
    setBudget(String(current.data.imageBudgetKb))
  }, [current.data])
  const save = useMutation({
    mutationFn: () => api.savePublishChecks({ blockBrokenLinks: false, blocking, imageBudgetKb: Number(budget), editorsApproveOwnReleases: selfApproval }, current.data?.version ?? 0),
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
      <form className="publish-check-settings" onSubmit={submit}>
        <fieldset disabled={!isAdmin || !current.data || save.isPending}>
          <fieldset>
            <legend>{fieldLabels.blocking}</legend>
            <p className="studio__hint">A page with a problem of a ticked check is not published: the editor is told what to fix and where. The other checks are shown to editors but let the publish go ahead.</p>
            {(Object.keys(checkLabels) as (keyof typeof checkLabels)[]).map((kind) => (
              <label key={kind} className="page-settings__check">
                <input type="checkbox" name="blocking" value={kind} checked={blocking.includes(kind)} onChange={(e) => setBlocking(e.target.checked ? [...blocking, kind] : blocking.filter((k) => k !== kind))} /> {checkLabels[kind]}
              </label>
            ))}
          </fieldset>
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
