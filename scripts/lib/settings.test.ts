import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSettings } from './settings.ts'

describe('readSettings', () => {
  it('has the README defaults', () => {
    const settings = readSettings({})
    expect(settings.port).toBe(3000)
    expect(settings.dataDir).toBe(resolve('.data'))
    expect(settings.bundleRoot).toBe(resolve('.voix/bundle'))
    expect(settings.imageCacheDir).toBeUndefined()
  })

  it('keeps resized photos across DATA_DIRs only where IMAGE_CACHE_DIR says', () => {
    expect(readSettings({ IMAGE_CACHE_DIR: 'cache/img' }).imageCacheDir).toBe(resolve('cache/img'))
    expect(readSettings({ IMAGE_CACHE_DIR: '' }).imageCacheDir).toBeUndefined()
  })

  it('reads the build job timings, and names a bad one', () => {
    expect(readSettings({})).toMatchObject({ buildJobTimeoutSeconds: 900, buildJobPollSeconds: 2 })
    expect(readSettings({ BUILD_JOB_TIMEOUT_SECONDS: '5', BUILD_JOB_POLL_SECONDS: '0.5' })).toMatchObject({ buildJobTimeoutSeconds: 5, buildJobPollSeconds: 0.5 })
    expect(() => readSettings({ BUILD_JOB_TIMEOUT_SECONDS: 'soon' })).toThrow("BUILD_JOB_TIMEOUT_SECONDS must be a number of seconds from 1 to 82800, got 'soon'")
    expect(() => readSettings({ BUILD_JOB_POLL_SECONDS: '0.1' })).toThrow('BUILD_JOB_POLL_SECONDS must be a number of seconds from 0.5 to 60')
  })

  it('listens on localhost unless HOST says otherwise, and names a bad HOST', () => {
    expect(readSettings({}).host).toBe('localhost')
    expect(readSettings({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(readSettings({ HOST: '[::1]' }).host).toBe('::1')
    expect(readSettings({ HOST: ' ' }).host).toBe('localhost')
    expect(() => readSettings({ HOST: 'http://example.com' })).toThrow("HOST must be a host name or an IP address to listen on, such as localhost or 0.0.0.0, got 'http://example.com'")
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

  it('reads the extra origins sites are served at (CORS_ORIGINS), and names a bad one', () => {
    expect(readSettings({}).corsOrigins).toEqual([])
    expect(readSettings({ CORS_ORIGINS: 'https://{host}, http://{slug}.staging.example:8080' }).corsOrigins).toEqual(['https://{host}', 'http://{slug}.staging.example:8080'])
    for (const bad of ['*', 'https://{host}/path', 'ftp://{host}', 'https://{host}/', 'null'])
      expect(() => readSettings({ CORS_ORIGINS: bad }), bad).toThrow(`CORS_ORIGINS must list http or https origins without a path, such as https://{host} or https://www.example.com, got '${bad}'`)
  })
})
