import type { PagePayload } from '../payload/PagePayload.ts'

export const payloadScriptId = 'voix-payload'

/** The payload the page was prerendered from, embedded in its HTML for hydration. */
export function readPayload(doc: Document = document): PagePayload {
  const script = doc.getElementById(payloadScriptId)
  if (!script?.textContent) throw new Error('This page has no embedded payload (script#voix-payload)')
  return JSON.parse(script.textContent) as PagePayload
}

/** JSON safe inside <script>: no '</script>' or comment openers can end it early. */
export const escapeScriptJson = (json: string): string => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

const unescapes: Record<string, string> = { '\\\\': '\\\\', '\\u003c': '<', '\\u2028': '\u2028', '\\u2029': '\u2029' }

/**
 * The JSON escapeScriptJson was given, from what it made; exact for JSON.stringify's output, which never writes
 * these three escapes itself. An escaped backslash is matched whole, so the text after it is never read as an escape.
 */
export const unescapeScriptJson = (safe: string): string => safe.replace(/\\\\|\\u003c|\\u2028|\\u2029/g, (escape) => unescapes[escape]!)

/**
 * The payload as a script. `json`, when the caller already has it (the build writes it as _payload.json), must be
 * JSON.stringify(payload).
 */
export function payloadScript(payload: PagePayload, json: string = JSON.stringify(payload)): string {
  return `<script id="${payloadScriptId}" type="application/json">${escapeScriptJson(json)}</script>`
}
