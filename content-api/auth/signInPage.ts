import { html } from 'hono/html'

export interface SignInParams {
  response_type: string
  client_id: string
  redirect_uri: string
  code_challenge: string
  code_challenge_method: string
  state: string
}

/** What the agent portal's travel agents see above the form, and the studio's editors. */
const headings: Record<string, string> = { 'voix-agent-portal': 'Travel agent sign-in' }

export interface SignInPageOptions {
  error?: string
  email?: string
  /** Why someone is asked to sign in again. */
  notice?: string
  /** A registered client's name: the person is told which application asks. */
  clientName?: string | undefined
  /** Company sign-in (auth/companySignIn.ts): the provider's name, and whether it is the only way in. */
  company?: { name: string; only: boolean } | undefined
}

/** The sign-in form; every value is escaped by hono/html. */
export function signInPage(params: SignInParams | undefined, options: SignInPageOptions = {}) {
  const hidden = Object.entries(params ?? {}).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)
  const company = params && options.company && html`<a class="company" href="/api/auth/company?${new URLSearchParams({ ...params }).toString()}">Sign in with ${options.company.name}</a>`
  const passwords = params && !options.company?.only
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in · Voix</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;background:#f4f4f8;display:grid;place-items:center;min-height:100vh;margin:0}
form{box-sizing:border-box;background:#fff;padding:2rem;border-radius:.75rem;box-shadow:0 2px 12px #0002;width:min(22rem,90vw);display:grid;gap:.75rem}
h1{margin:0 0 .5rem;font-size:1.4rem;color:#4338ca}
label{display:grid;gap:.25rem;font-weight:600}
input[type=email],input[type=password]{font:inherit;padding:.5rem;border:1px solid #bbb;border-radius:.4rem}
a.company{display:block;text-align:center;padding:.6rem;border:1px solid #4338ca;border-radius:.4rem;color:#4338ca;font-weight:600;text-decoration:none}
.or{text-align:center;color:#555;margin:0}
button{font:inherit;padding:.6rem;border:0;border-radius:.4rem;background:#4338ca;color:#fff;font-weight:600;cursor:pointer}
.error{color:#b00020;margin:0}
.notice{color:#1e3a8a;background:#eef2ff;padding:.5rem .75rem;border-radius:.4rem;margin:0}
</style>
</head>
<body>
<form method="post" action="/api/auth/authorize">
<h1>${(params && headings[params.client_id]) ?? 'Sign in'}</h1>
${options.clientName ? html`<p>to let <strong>${options.clientName}</strong> use Voix as you, within what an admin allowed it.</p>` : ''}
${options.notice && !options.error ? html`<p class="notice" role="status">${options.notice}</p>` : ''}
${options.error ? html`<p class="error" role="alert">${options.error}</p>` : ''}
${params ? '' : html`<a class="company" href="/voix">Start again</a>`}
${company ?? ''}
${company && passwords ? html`<p class="or">or with your Voix password</p>` : ''}
${passwords
  ? html`<label>Email <input type="email" name="email" autocomplete="username" required value="${options.email ?? ''}"></label>
<label>Password <input type="password" name="password" autocomplete="current-password" required></label>
${hidden}
<button type="submit">Sign in</button>`
  : ''}
</form>
</body>
</html>`
}
