import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSettings } from './settings.ts'

describe('readSettings', () => {
  it('has the README defaults', () => {
    const settings = readSettings({})
    expect(settings.port).toBe(3000)
    expect(settings.dataDir).toBe(resolve('.data'))
    expect(settings.bundleRoot).toBe(resolve('.voix/bundle'))
  })

  it('names a bad port', () => {
    expect(() => readSettings({ PORT: 'eighty' })).toThrow("PORT must be a port number from 1 to 65535, got 'eighty'")
    expect(() => readSettings({ PORT: '70000' })).toThrow('PORT must be a port number')
  })

  it('refuses a bundle folder outside the project, which the site compiler cannot write to', () => {
    expect(() => readSettings({ VOIX_BUNDLE_DIR: '/tmp/bundle' })).toThrow("VOIX_BUNDLE_DIR must be a folder inside the project, got '/tmp/bundle'")
    expect(() => readSettings({ VOIX_BUNDLE_DIR: '../elsewhere' })).toThrow('VOIX_BUNDLE_DIR must be a folder inside the project')
    expect(readSettings({ VOIX_BUNDLE_DIR: '.voix/other' }).bundleRoot).toBe(resolve('.voix/other'))
  })
})
