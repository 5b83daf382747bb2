import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkSignature, signDelivery } from './webhookSignature.ts'

describe('webhook signatures', () => {
  const secret = 'whsec_test'
  const body = '{"event":"build.live"}'

  it('sign "<t>.<body>" with HMAC-SHA256 in hex, as the README tells receivers to recompute it', () => {
    const header = signDelivery(secret, body, 1_700_000_000)
    const hex = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex')
    expect(header).toBe(`t=1700000000,v1=${hex}`)
    expect(checkSignature(secret, body, header, 1_700_000_010)).toBeUndefined()
  })

  it('refuse another body, another secret, a missing header and an old timestamp', () => {
    const header = signDelivery(secret, body, 1_700_000_000)
    expect(checkSignature(secret, `${body} `, header, 1_700_000_000)).toBe('signature does not match')
    expect(checkSignature('whsec_other', body, header, 1_700_000_000)).toBe('signature does not match')
    expect(checkSignature(secret, body, undefined)).toBe('no timestamp')
    expect(checkSignature(secret, body, header, 1_700_000_000 + 301)).toBe('timestamp too old')
    // The timestamp is signed too: moving it forward breaks the signature.
    expect(checkSignature(secret, body, header.replace('t=1700000000', 't=1700000100'), 1_700_000_100)).toBe('signature does not match')
  })

  it('refuse a signature of as many characters but more bytes, rather than throwing', () => {
    const header = signDelivery(secret, body, 1_700_000_000)
    const v1 = header.split('v1=')[1]!
    expect(checkSignature(secret, body, `t=1700000000,v1=é${v1.slice(1)}`, 1_700_000_000)).toBe('signature does not match')
  })
})
