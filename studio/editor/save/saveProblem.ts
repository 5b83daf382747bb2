import { problemAt, type EditorProblem } from '../../../catalogue/blocks/problemForEditor.ts'
import type { Page } from '../../../catalogue/model/page.ts'
import { ApiError } from '../../api/client.ts'

/** Why a save failed, for the editor: one sentence, each problem by block and field label, and the server's own words on demand. */
export interface SaveProblem {
  summary: string
  problems: EditorProblem[]
  /** The API's message as sent, for the "details" disclosure. */
  detail: string
  /** The sign-in has ended: the editor is offered to sign in again, keeping the edits. */
  signIn?: true
}

/** A duplicate path in the API's words ("A page with this site_id and path and locale already exists"). */
const duplicatePath = /^A page with this .*\bpath\b.* already exists/

export function saveProblem(error: unknown, page: Pick<Page, 'path' | 'elements'> & { locale?: string }): SaveProblem {
  const detail = error instanceof Error ? error.message : String(error)
  if (error instanceof ApiError && error.status === 409 && duplicatePath.test(error.message)) {
    const message = `Another page already uses the path ${page.path}${page.locale ? ` in this language (${page.locale})` : ''}: choose a different path.`
    return { summary: 'Not saved: the path is taken.', problems: [{ where: 'Page › Path', message, field: 'path' }], detail }
  }
  if (error instanceof ApiError && error.issues.length) {
    const problems = error.issues.map((issue) => problemAt(page, issue.path, issue.message))
    const summary = problems.length === 1 ? 'Not saved: one thing needs fixing, shown next to it.' : `Not saved: ${problems.length} things need fixing, shown next to each.`
    return { summary, problems, detail }
  }
  if (error instanceof ApiError && error.status === 401)
    return { summary: 'Not saved: your sign-in has ended. Sign in again and save; your changes are kept in this browser meanwhile.', problems: [], detail, signIn: true }
  if (error instanceof ApiError && error.status === 403) return { summary: 'Not saved: you may not change this page. Ask an administrator for access.', problems: [], detail }
  if (error instanceof TypeError) return { summary: 'Not saved: the studio could not reach the server. Check the connection and save again; your changes are kept.', problems: [], detail }
  return { summary: `Not saved: ${detail}`, problems: [], detail }
}
