// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { formsEndpoint, formValues, submitForm } from './submitForm.ts'

const answer = (status: number, body: unknown): typeof fetch => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('submitting a block form', () => {
  it('reads text as text and checkboxes as booleans', () => {
    document.body.innerHTML = `<form><input name="email" value="a@b.co"><input type="checkbox" name="consent" checked><select name="idType"><option value="iata" selected></option></select><input value="unnamed"></form>`
    expect(formValues(document.querySelector('form')!)).toEqual({ email: 'a@b.co', consent: true, idType: 'iata' })
  })

  it('sends the page and fields, and puts each API message beside its field', async () => {
    let sent: RequestInit | undefined
    const ok = await submitForm('sign-up', { email: 'a@b.co' }, async (_url, init) => {
      sent = init
      return new Response('{}', { status: 201 })
    })
    expect(ok).toEqual({ ok: true })
    expect(JSON.parse(String(sent!.body))).toEqual({ page: '/', fields: { email: 'a@b.co' } })
    const refused = await submitForm('sign-up', {}, answer(400, { error: 'The form is not valid', issues: [{ path: 'fields.email', message: 'must be an email address' }] }))
    expect(refused).toEqual({ ok: false, message: 'Please correct the fields marked below.', fieldErrors: { email: 'must be an email address' } })
    expect(await submitForm('sign-up', {}, answer(429, { error: 'Too many' }))).toMatchObject({ ok: false, message: 'Too many attempts; please try again in a few minutes.' })
    expect(await submitForm('nope', {}, answer(404, { error: "No form named 'nope'" }))).toMatchObject({ ok: false, message: "No form named 'nope'" })
    expect(await submitForm('sign-up', {}, async () => Promise.reject(new TypeError('offline')))).toMatchObject({ ok: false, message: 'Could not reach the server; check your connection and try again.' })
  })

  it('posts to the content API the exported page names, and to its own /api otherwise', async () => {
    expect(formsEndpoint()).toBe('/api/forms')
    document.head.innerHTML = '<meta name="voix-api" content="https://cms.example.com/api">'
    let url = ''
    await submitForm('sign-up', {}, async (to) => ((url = String(to)), new Response('{}', { status: 201 })))
    expect(url).toBe('https://cms.example.com/api/forms/sign-up')
    // Anything but an http(s) origin plus '/api' is not followed: the form stays on the page's own origin.
    for (const bad of ['javascript:alert(1)//api', 'https://cms.example.com/other', '//cms.example.com/api', 'https://cms.example.com/api?x=/api']) {
      document.head.innerHTML = `<meta name="voix-api" content="${bad}">`
      expect(formsEndpoint()).toBe('/api/forms')
    }
    document.head.innerHTML = ''
  })
})
