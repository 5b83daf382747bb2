import { describe, expect, it } from 'vitest'
import { NavigationError } from '../NavigationError.ts'
import { middlewareChain, runMiddleware } from './chain.ts'
import { domainRedirect, keywordDomainRedirect } from './domainRedirect.ts'
import { draftAlert, draftAlertMessage } from './draftAlert.ts'
import { layoutFromQuery } from './layoutFromQuery.ts'
import { manifestRules } from './manifestRules.ts'
import { testContext } from './testContext.ts'
import { trailingSlash } from './trailingSlash.ts'
import { unsavedChanges } from './unsavedChanges.ts'
import { validate } from './validate.ts'

const manifest = (routeRules: Record<string, object>) => ({ id: 'b1', timestamp: 1, matcher: {}, prerendered: ['/'], routeRules })

describe('the middleware chain', () => {
  it('runs in the order of platform.md §9', () => {
    expect(middlewareChain.map((m) => m.name)).toEqual([
      'validate',
      'layout-from-query',
      'unsaved-changes',
      'draft-alert',
      'domain-redirect',
      'trailing-slash',
      'keyword-domain-redirect',
      'manifest-rules',
    ])
  })

  it('stops at the first step that redirects: a bad path fails before any redirect is considered', () => {
    const { context } = testContext('/Bad%20Path/', { site: { domainRedirect: { toHost: 'other.example', pathKeywords: [] } } })
    expect(() => runMiddleware(context)).toThrow('Page Not Found: /Bad Path/')
    const ok = testContext('/rooms/', { site: { domainRedirect: { toHost: 'other.example', pathKeywords: [] } } })
    expect(runMiddleware(ok.context)).toEqual({ redirect: 'https://other.example/rooms/', external: true })
  })
})

describe('validate', () => {
  it('lets page paths through', () => {
    for (const path of ['/', '/rooms', '/rooms/ocean-view', '/a.b_c~d', '/rooms/']) expect(validate.run(testContext(path).context)).toBeUndefined()
  })
  it("raises a fatal 404 'Page Not Found: {fullPath}' for anything else", () => {
    for (const [path, shown] of [
      ['/Rooms', '/Rooms'],
      ['/rooms//suite', '/rooms//suite'],
      ['/-x?y=1', '/-x?y=1'],
      ['/caf%C3%A9', '/café'],
    ]) {
      let error: unknown
      try {
        validate.run(testContext(path!).context)
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(NavigationError)
      expect(error).toMatchObject({ message: `Page Not Found: ${shown}`, status: 404, fatal: true })
    }
  })
})

describe('layout-from-query', () => {
  it('selects a known layout and ignores an unknown one', () => {
    const { context } = testContext('/?layout=hilton')
    expect(layoutFromQuery.run(context)).toBeUndefined()
    expect(context.layout).toBe('hilton')
    const unknown = testContext('/?layout=nope').context
    layoutFromQuery.run(unknown)
    expect(unknown.layout).toBeUndefined()
  })
})

describe('unsaved-changes', () => {
  it('asks before leaving a dirty page and stops when declined', () => {
    const { context, asked } = testContext('/rooms', { editor: { dirty: true } })
    expect(unsavedChanges.run(context)).toBe(false)
    expect(asked).toEqual(['confirm: You have some unsaved changes. Are you sure you want to leave?'])
    const accepted = testContext('/rooms', { editor: { dirty: true }, confirm: () => true })
    expect(unsavedChanges.run(accepted.context)).toBeUndefined()
  })
  it('does not ask when nothing is unsaved, on the first page, or within the same page', () => {
    for (const { context, asked } of [testContext('/rooms'), testContext('/rooms', { editor: { dirty: true }, from: null }), testContext('/?a=1', { editor: { dirty: true } })]) {
      expect(unsavedChanges.run(context)).toBeUndefined()
      expect(asked).toEqual([])
    }
  })
})

describe('draft-alert', () => {
  it('alerts when leaving a page of a draft release, and lets the navigation continue', () => {
    const { context, asked } = testContext('/rooms', { editor: { dirty: false, releaseStatus: 'draft' } })
    expect(draftAlert.run(context)).toBeUndefined()
    expect(asked).toEqual([`alert: ${draftAlertMessage}`])
    const published = testContext('/rooms', { editor: { dirty: false, releaseStatus: 'published' } })
    draftAlert.run(published.context)
    expect(published.asked).toEqual([])
  })
})

describe('domain redirects', () => {
  it('sends every path of a moved brand to the same path on its new host', () => {
    const { context } = testContext('/rooms?x=1#top', { site: { domainRedirect: { toHost: 'www.hyattinclusivecollection.com', pathKeywords: [] } } })
    expect(domainRedirect.run(context)).toEqual({ redirect: 'https://www.hyattinclusivecollection.com/rooms?x=1#top', external: true })
    expect(keywordDomainRedirect.run(context)).toBeUndefined()
  })
  it('sends only paths holding a keyword for the second site', () => {
    const site = { domainRedirect: { toHost: 'www.sanctuarycapcana.com', pathKeywords: ['playa-del-carmen', 'samana', 'punta-cana'] } }
    expect(keywordDomainRedirect.run(testContext('/resorts/punta-cana/rooms', { site }).context)).toEqual({
      redirect: 'https://www.sanctuarycapcana.com/resorts/punta-cana/rooms',
      external: true,
    })
    expect(keywordDomainRedirect.run(testContext('/resorts/cancun', { site }).context)).toBeUndefined()
    expect(domainRedirect.run(testContext('/resorts/samana', { site }).context)).toBeUndefined()
  })
  it('leaves sites without a rule alone', () => {
    expect(domainRedirect.run(testContext('/samana').context)).toBeUndefined()
    expect(keywordDomainRedirect.run(testContext('/samana').context)).toBeUndefined()
  })
})

describe('trailing-slash', () => {
  it('removes trailing slashes, keeping query and hash, but never from the root', () => {
    expect(trailingSlash.run(testContext('/rooms/?a=1#b').context)).toEqual({ redirect: '/rooms?a=1#b', samePage: true })
    expect(trailingSlash.run(testContext('/rooms///').context)).toEqual({ redirect: '/rooms', samePage: true })
    expect(trailingSlash.run(testContext('/').context)).toBeUndefined()
    expect(trailingSlash.run(testContext('/rooms').context)).toBeUndefined()
  })
})

describe('manifest-rules', () => {
  it("follows the build manifest's redirects, in both shapes", () => {
    const rules = { '/old': { redirect: { to: '/new', statusCode: 301 } }, '/gone': { redirect: 'https://example.com/x' } }
    expect(manifestRules.run(testContext('/old', { manifest: manifest(rules) }).context)).toEqual({ redirect: '/new', external: false })
    expect(manifestRules.run(testContext('/gone', { manifest: manifest(rules) }).context)).toEqual({ redirect: 'https://example.com/x', external: true })
    expect(manifestRules.run(testContext('/other', { manifest: manifest(rules) }).context)).toBeUndefined()
    expect(manifestRules.run(testContext('/old').context)).toBeUndefined() // manifest not loaded yet
  })
  it("runs the middleware a rule names, and refuses an unknown one with the spec's message", () => {
    const rules = { '/agents/rates': { appMiddleware: { 'agent-only': true } }, '/x': { appMiddleware: ['no-such'] } }
    // Nothing to decide in the browser: the payload is asked of the server with the sign-in, which answers a visitor 401.
    expect(manifestRules.run(testContext('/agents/rates', { manifest: manifest(rules) }).context)).toBeUndefined()
    expect(() => manifestRules.run(testContext('/x', { manifest: manifest(rules) }).context)).toThrow("Unknown route middleware: 'no-such'.")
  })
})
