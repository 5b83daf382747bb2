import { componentRef } from './schemaComponents.ts'

/** The small pieces every path of the OpenAPI document is written with. */
export type Json = Record<string, unknown>

export const statusText: Record<number, string> = {
  400: 'Bad input; `issues` names every bad field',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'No such record',
  409: 'Unique clash; (users) the change would leave no admin; (publish, with the broken-link check on) the page links to pages that do not exist, named with `problems`',
  412: 'Stale If-Match; `current` holds the record',
  413: 'Body too large',
  415: 'Wrong content type',
  422: 'An upload that is not a whole image (cut short or damaged), naming the file',
  428: 'If-Match missing',
  429: 'Too many requests; try again later',
  503: 'Not set up on this server',
  507: 'No space left on the server, naming what is full; nothing was stored',
}
export const json = (schema: Json) => ({ content: { 'application/json': { schema } } })
export const ref = (name: string) => ({ $ref: componentRef(name) })
export const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [String(code), { description: statusText[code], ...json(ref('Error')) }]))
export const body = (name: string) => ({ required: true, ...json(ref(name)) })
export const answer = (description: string, schema?: Json) => ({ description, ...(schema ? json(schema) : {}) })
export const str = { type: 'string' }
export const int = { type: 'integer' }
export const ifMatch = { name: 'If-Match', in: 'header', required: true, schema: { type: 'string', example: '"3"' }, description: 'The ETag (version) last read.' }
export const pathParam = (name: string, schema: Json = str) => ({ name, in: 'path', required: true, schema })
export const idParam = pathParam('id')
export const siteHeader = { name: 'X-Voix-Site', in: 'header', required: false, schema: str, description: 'Scope to one site; 0 for none.' }
export const publicRead: Json[] = []
export const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, ch: string) => ch.toUpperCase())
export const listOf = (item: Json) => ({ type: 'object', required: ['items', 'total', 'limit', 'offset'], properties: { items: { type: 'array', items: item }, total: int, limit: int, offset: int } })
export const urlEncoded = (name: string) => ({ required: true, content: { 'application/x-www-form-urlencoded': { schema: ref(name) } } })
