// Kept free of zod: runs in the public site's browser bundle. The content API validates (content-api/forms).

export type SubmitResult =
  | { ok: true }
  | { ok: false; message: string; fieldErrors: Record<string, string> }

/**
 * Where forms are posted: the content API's base (platform.md §7: the public setting plus '/api'), which an
 * exported site carries as `<meta name="voix-api">` (build/deploy/exportBuild.ts); the page's own `/api` on the
 * live server, which serves the site and the API on one origin.
 */
export function formsEndpoint(doc: Document | undefined = globalThis.document): string {
  const base = doc?.querySelector<HTMLMetaElement>('meta[name="voix-api"]')?.content.trim()
  return `${base && /^https?:\/\/[^/?#]+\/api$/i.test(base) ? base : '/api'}/forms`
}

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
    res = await fetcher(`${formsEndpoint()}/${encodeURIComponent(formName)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Another origin's API answers CORS without credentials: no cookie of the site goes with a form.
      credentials: 'same-origin',
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
