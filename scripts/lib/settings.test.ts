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

  it('takes the public origin from PUBLIC_URL, the local one by default, and refuses one with a path', () => {
    expect(readSettings({}).publicUrl).toBe('http://localhost:3000')
    expect(readSettings({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100')
    expect(readSettings({ PUBLIC_URL: 'https://cms.example.com/' }).publicUrl).toBe('https://cms.example.com')
    expect(() => readSettings({ PUBLIC_URL: 'https://cms.example.com/voix' })).toThrow("PUBLIC_URL must be an http or https origin without a path, like https://cms.example.com, got 'https://cms.example.com/voix'")
    expect(() => readSettings({ PUBLIC_URL: 'cms.example.com' })).toThrow('PUBLIC_URL must be an address')
  })

  it('trusts X-Forwarded-For only when TRUST_PROXY is set', () => {
    expect(readSettings({}).trustProxy).toBe(false)
    expect(readSettings({ TRUST_PROXY: '1' }).trustProxy).toBe(true)
  })
})
