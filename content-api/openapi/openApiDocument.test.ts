import SwaggerParser from '@apidevtools/swagger-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../app.ts'
import { openDatabase, type Db } from '../db/openDatabase.ts'
import { entities } from '../entities/registry.ts'
import { formSchemas } from '../forms/formSchemas.ts'
import { openApiDocument } from './openApiDocument.ts'

type Schema = { properties?: Record<string, Schema>; additionalProperties?: unknown; required?: string[]; $ref?: string; items?: Schema; enum?: string[] }
type Operation = { parameters?: { name: string; in: string; required?: boolean; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { content?: Record<string, { schema: Schema }> }> }
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } }

const doc = openApiDocument() as unknown as Doc
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options']
const operations = (d: Doc) => Object.entries(d.paths).flatMap(([path, item]) => Object.keys(item).filter((m) => methods.includes(m)).map((m) => `${m.toUpperCase()} ${path}`))
/** The parser dereferences what it is given: each check gets its own copy. */
const validate = (d: unknown) => SwaggerParser.validate(structuredClone(d) as never)

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found))
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.push(v)
      else refsIn(v, found)
    }
  return found
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document to a standard parser, every $ref resolving', async () => {
    expect(doc.openapi).toBe('3.1.0')
    await expect(validate(doc)).resolves.toBeDefined()
    const refs = refsIn(doc)
    expect(refs.length).toBeGreaterThan(100)
    for (const ref of new Set(refs)) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\/[A-Za-z]+$/)
      expect(doc.components.schemas[ref.split('/').pop()!], ref).toBeDefined()
    }
    expect(JSON.stringify(doc)).not.toMatch(/\$defs|__shared|__schema/)
  })

  it('fails the parser with a dangling reference, so the check above can fail', async () => {
    const broken = structuredClone(doc)
    broken.paths['/api/pages']!.post!.requestBody!.content['application/json']!.schema = { $ref: '#/components/schemas/Missing' }
    await expect(validate(broken)).rejects.toThrow(/Missing/)
  })

  it('documents every route the API answers, and no route it does not', async () => {
    const db = await openDatabase({ sqliteFile: ':memory:' })
    try {
      const api = createApi({ db, publicUrl: 'http://localhost' })
      const answered = new Set(
        api.routes
          // Middleware (auth, body limits) is registered as ALL on a wildcard; it answers nothing itself.
          .filter((r) => !(r.method === 'ALL' && r.path.endsWith('*')))
          .map((r) => `${r.method} /api${r.path.replace(/\/$/, '')}`.replace(/:(\w+)/g, '{$1}')),
      )
      const documented = new Set(operations(doc))
      expect([...answered].filter((route) => !documented.has(route)), 'answered but not documented').toEqual([])
      expect([...documented].filter((route) => !answered.has(route)), 'documented but not answered').toEqual([])
      for (const route of ['POST /api/media', 'PUT /api/auth/me', 'POST /api/specials/{id}/copy', 'GET /api/docs']) expect(documented).toContain(route)
    } finally {
      await db.close()
    }
  })

  it('lists every entity with list, create, read, update and delete, and the list parameters each accepts', () => {
    for (const config of entities) {
      expect(Object.keys(doc.paths[`/api/${config.name}`]!).sort(), config.name).toEqual(['get', 'post'])
      expect(Object.keys(doc.paths[`/api/${config.name}/{id}`]!).sort(), config.name).toEqual(['delete', 'get', 'parameters', 'put'])
    }
    const specials = doc.paths['/api/specials']!.get!.parameters!
    expect(specials.map((p) => p.name)).toEqual(expect.arrayContaining(['limit', 'offset', 'sort', 'order', 'q', 'site_id', 'slug', 'X-Voix-Site']))
    expect(specials.find((p) => p.name === 'sort')!.schema.enum).toEqual(expect.arrayContaining(['created_at', 'title', 'endDate']))
    expect(specials.find((p) => p.name === 'limit')!.schema).toMatchObject({ maximum: 500 })
    const pages = doc.paths['/api/pages']!.get!.parameters!
    expect(pages.map((p) => p.name)).toEqual(expect.arrayContaining(['published', 'source_page_id', 'locale', 'path']))
    expect(Object.keys(doc.paths['/api/pages/{id}']!.get!.responses)).toContain('304')
    expect(Object.keys(doc.paths['/api/users/{id}']!.delete!.responses)).toContain('409')
    const upload = doc.paths['/api/media']!.post!
    expect(upload.parameters!.find((p) => p.name === 'name')).toMatchObject({ in: 'query', required: true })
    expect(Object.keys(upload.requestBody!.content)).toEqual(['application/octet-stream'])
  })

  it('derives the schemas from the zod schemas the routes parse with, strict as they are, shared parts named', () => {
    const special = doc.components.schemas.SpecialsCreate!
    expect(special.additionalProperties).toBe(false)
    expect(Object.keys(special.properties!)).toEqual(expect.arrayContaining(['title', 'slug', 'percentOff', 'terms']))
    expect(special.properties!.id).toBeUndefined()
    expect(doc.components.schemas.ReleasesCreate!.properties!.previewSecret).toBeUndefined()
    expect(doc.components.schemas.UsersCreate!.properties!.password).toBeDefined()
    // Records are answered with their stored fields; elements nest through one named, recursive definition.
    expect(doc.components.schemas.Specials!.required).toEqual(expect.arrayContaining(['id', 'version', 'created_at', 'updated_at']))
    expect(doc.components.schemas.PageSave!.properties!.elements!.items!.$ref).toBe('#/components/schemas/Element')
    expect(doc.components.schemas.Element!.properties!.elements!.items!.$ref).toBe('#/components/schemas/Element')
    expect(doc.components.schemas.Page!.properties!.elements!.items!.$ref).toBe('#/components/schemas/ElementOutput')
    // Input lets a defaulted field be left out; output always has it.
    expect(doc.components.schemas.Element!.required).not.toContain('enabled')
    expect(doc.components.schemas.ElementOutput!.required).toContain('enabled')
    const me = doc.paths['/api/auth/me']!.put!.requestBody!.content['application/json']!.schema
    expect(Object.keys(doc.components.schemas[me.$ref!.split('/').pop()!]!.properties!).sort()).toEqual(['currentPassword', 'name', 'password'])
    expect(doc.paths['/api/specials/{id}/copy']!.post!.requestBody!.content['application/json']!.schema.$ref).toBe('#/components/schemas/SpecialCopy')
    expect(Object.keys(doc.paths['/api/auth/token']!.post!.requestBody!.content)).toEqual(['application/x-www-form-urlencoded'])
  })

  it('documents the form submissions: every form with its fields, and the admins\' listing', () => {
    const submit = doc.paths['/api/forms/{form}']!.post! as Operation & { requestBody: { content: { 'application/json': { schema: { oneOf: { $ref: string }[] } } } } }
    expect(submit.parameters!.find((p) => p.name === 'form')!.schema.enum).toEqual(Object.keys(formSchemas))
    const refs = submit.requestBody.content['application/json'].schema.oneOf.map((r) => r.$ref.split('/').pop()!)
    expect(refs).toEqual(['FormAnniversarySweepstakes', 'FormSignUp', 'FormIdVerification'])
    const sweepstakes = doc.components.schemas.FormAnniversarySweepstakes!
    expect(sweepstakes.additionalProperties).toBe(false)
    expect(Object.keys(sweepstakes.properties!.fields!.properties!)).toEqual(Object.keys(formSchemas['anniversary-sweepstakes'].shape))
    expect(sweepstakes.properties!.fields!.additionalProperties).toBe(false)
    const list = doc.paths['/api/forms/submissions']!.get!
    expect(list.parameters!.map((p) => p.name).sort()).toEqual(['form', 'limit', 'offset'])
    const item = list.responses[200]!.content!['application/json']!.schema.properties!.items!.items!
    expect(item.$ref).toBe('#/components/schemas/FormSubmission')
    const submission = doc.components.schemas.FormSubmission!
    expect(Object.keys(submission.properties!)).toEqual(['id', 'form', 'site_id', 'page', 'data', 'created_at'])
    expect(submission.additionalProperties).toBe(false)
  })
})

describe('the document as served', () => {
  let db: Db
  let api: ReturnType<typeof createApi>
  beforeAll(async () => {
    db = await openDatabase({ sqliteFile: ':memory:' })
    api = createApi({ db, publicUrl: 'http://localhost' })
  })
  afterAll(() => db.close())

  it('is public at /api/openapi.json and validates as it is served', async () => {
    const res = await api.request('http://localhost/openapi.json')
    expect(res.status).toBe(200)
    await expect(validate(await res.json())).resolves.toBeDefined()
  })
})
