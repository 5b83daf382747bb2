import { describe, expect, it } from 'vitest'
import { isPrivateHost, privateAllowed, webhookUrl } from './webhookUrl.ts'

describe('webhook addresses', () => {
  it('tell literal private and loopback addresses from public ones', () => {
    for (const host of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '[::1]', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[fd00::1]', '[fe80::1]', 'localhost'])
      expect(isPrivateHost(host), host).toBe(true)
    for (const host of ['8.8.8.8', '172.32.0.1', 'example.com', '[2001:db8::1]']) expect(isPrivateHost(host), host).toBe(false)
  })

  it('allow private receivers unless WEBHOOK_ALLOW_PRIVATE is off', () => {
    expect(privateAllowed({})).toBe(true)
    expect(privateAllowed({ WEBHOOK_ALLOW_PRIVATE: 'false' })).toBe(false)
    expect(webhookUrl(true).safeParse('http://127.0.0.1:9000/hook').success).toBe(true)
    expect(webhookUrl(false).safeParse('http://127.0.0.1:9000/hook').error?.issues[0]?.message).toMatch(/private or loopback/)
    expect(webhookUrl(false).safeParse('https://hooks.example.com/voix').success).toBe(true)
  })

  it('take only http(s) without credentials', () => {
    expect(webhookUrl(true).safeParse('ftp://example.com/').error?.issues[0]?.message).toBe('must start with https:// or http://')
    expect(webhookUrl(true).safeParse('https://user:pw@example.com/').success).toBe(false)
    expect(webhookUrl(true).safeParse('not a url').success).toBe(false)
  })
})
