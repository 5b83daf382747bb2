import { describe, expect, it } from 'vitest'
import { entities } from '../entities/registry.ts'
import { formSchemas } from '../forms/formSchemas.ts'
import { openApiDocument } from './openApiDocument.ts'

describe('the OpenAPI document', () => {
  const doc = openApiDocument() as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, { properties?: Record<string, unknown>; additionalProperties?: unknown; required?: string[] }> } }

  it('lists every entity with list, create, read, update and delete', () => {
    expect(doc.openapi).toBe('3.1.0')
    for (const config of entities) {
      expect(Object.keys(doc.paths[`/api/${config.name}`]!), config.name).toContain('get')
      expect(Object.keys(doc.paths[`/api/${config.name}/{id}`]!).sort(), config.name).toEqual(['delete', 'get', 'parameters', 'put'])
    }
    for (const path of ['/api/auth/token', '/api/pages/{id}/publish', '/api/builds/jobs', '/api/media', '/api/settings/script-origins']) expect(doc.paths[path], path).toBeDefined()
    expect(Object.keys((doc.paths['/api/pages/{id}']!.get as { responses: object }).responses)).toContain('304')
    expect(Object.keys((doc.paths['/api/users/{id}']!.delete as { responses: object }).responses)).toContain('409')
  })

  it('derives the schemas from the zod schemas the routes parse with, strict as they are', () => {
    const special = doc.components.schemas.SpecialsCreate!
    expect(special.additionalProperties).toBe(false)
    expect(Object.keys(special.properties!)).toEqual(expect.arrayContaining(['title', 'slug', 'percentOff', 'terms']))
    expect(special.properties!.id).toBeUndefined()
    expect(doc.components.schemas.ReleasesCreate!.properties!.previewSecret).toBeUndefined()
    expect(doc.components.schemas.UsersCreate!.properties!.password).toBeDefined()
    expect(JSON.stringify(doc.components.schemas.Page)).toContain('"elements"')
  })

  it('documents the form submissions: every form with its fields, and the admins\' listing', () => {
    const submit = doc.paths['/api/forms/{form}']!.post as { parameters: { name: string; schema: { enum?: string[] } }[]; requestBody: { content: { 'application/json': { schema: { oneOf: { $ref: string }[] } } } } }
    expect(submit.parameters.find((p) => p.name === 'form')!.schema.enum).toEqual(Object.keys(formSchemas))
    const refs = submit.requestBody.content['application/json'].schema.oneOf.map((r) => r.$ref.split('/').pop()!)
    expect(refs).toEqual(['FormAnniversarySweepstakes', 'FormSignUp', 'FormIdVerification'])
    const sweepstakes = doc.components.schemas.FormAnniversarySweepstakes! as { additionalProperties?: unknown; properties: { fields: { properties: Record<string, unknown>; additionalProperties?: unknown } } }
    expect(sweepstakes.additionalProperties).toBe(false)
    expect(Object.keys(sweepstakes.properties.fields.properties)).toEqual(Object.keys(formSchemas['anniversary-sweepstakes'].shape))
    expect(sweepstakes.properties.fields.additionalProperties).toBe(false)
    const list = doc.paths['/api/forms/submissions']!.get as { parameters: { name: string }[] }
    expect(list.parameters.map((p) => p.name).sort()).toEqual(['form', 'limit', 'offset'])
    const listed = (list as unknown as { responses: { 200: { content: { 'application/json': { schema: { properties: { items: { items: { properties: object; additionalProperties: unknown } } } } } } } } }).responses[200]
    const item = listed.content['application/json'].schema.properties.items.items
    expect(Object.keys(item.properties)).toEqual(['id', 'form', 'site_id', 'page', 'data', 'created_at'])
    expect(item.additionalProperties).toBe(false)
  })
})
