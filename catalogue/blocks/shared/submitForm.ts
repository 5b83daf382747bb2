// Kept free of zod: runs in the public site's browser bundle. The content API validates (content-api/forms).

export type SubmitResult =
  | { ok: true }
  | { ok: false; message: string; fieldErrors: Record<string, string> }

/** Where forms are posted; the site and the API share an origin (a CDN forwards /api). */
export const formsEndpoint = '/api/forms'

/** The values of a form's named controls: checkboxes as booleans, everything else as text. */
export function formValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {}
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) || !el.name) continue
    values[el.name] = el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value
  }
  return values
}

/** Posts one submission; a refusal comes back with the API's sentence and the message for each named field. */
export async function submitForm(formName: string, fields: Record<string, unknown>, fetcher: typeof fetch = fetch): Promise<SubmitResult> {
  let res: Response
  try {
    res = await fetcher(`${formsEndpoint}/${encodeURIComponent(formName)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: location.pathname, fields }),
    })
  } catch {
    return { ok: false, message: 'Could not reach the server; check your connection and try again.', fieldErrors: {} }
  }
  if (res.ok) return { ok: true }
  const body = (await res.json().catch(() => ({}))) as { error?: string; issues?: { path: string; message: string }[] }
  const fieldErrors: Record<string, string> = {}
  for (const issue of body.issues ?? []) fieldErrors[issue.path.replace(/^fields\./, '')] ??= issue.message
  const message = res.status === 429 ? 'Too many attempts; please try again in a few minutes.' : Object.keys(fieldErrors).length ? 'Please correct the fields marked below.' : (body.error ?? `The form could not be sent (${res.status}).`)
  return { ok: false, message, fieldErrors }
}
