import { describe, expect, it } from 'vitest'
import { addressRefusal, allowedHostsFrom, checkedLookup, hostRefusal, type Resolve } from './webhookAddress.ts'
import { webhookUrl } from './webhookUrl.ts'

/*
 * Address checks as configuration and pure functions: nothing here sends a packet. The addresses are the ones a
 * probe got accepted by default (and with private addresses "refused"), and the public ones that must still pass.
 */
const inside = ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '100.64.0.1', '169.254.169.254', '0.0.0.0', '255.255.255.255', '224.0.0.1', '198.18.0.1', '192.0.2.1', '::1', '::', 'fe80::1', 'fd00::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:0:7f00:1', '::7f00:1', '64:ff9b::a9fe:a9fe', '2002:7f00:1::', '2001::1', '2001:db8::1']
const outside = ['8.8.8.8', '172.32.0.1', '1.1.1.1', '2606:4700::1111', '2a00:1450::1']

describe('webhook addresses', () => {
  it('refuse loopback, private, link-local, unique-local, NAT64 and mapped forms, multicast, broadcast and reserved ranges, naming the kind', () => {
    for (const address of inside) expect(addressRefusal(address), address).toBeDefined()
    for (const address of outside) expect(addressRefusal(address), address).toBeUndefined()
    expect(addressRefusal('169.254.169.254')).toBe('a link-local address')
    expect(addressRefusal('64:ff9b::a9fe:a9fe')).toBe('a NAT64 address')
    expect(addressRefusal('::ffff:0:7f00:1')).toBe('an IPv4-translated address')
    expect(addressRefusal('::7f00:1')).toBe('an IPv6 address outside the public range')
  })

  it('refuse local names by their text (localhost with a final dot, .internal, .local, names without a domain), unless listed', () => {
    for (const host of ['localhost', 'localhost.', 'LOCALHOST', 'receiver.localhost', 'metadata.google.internal', 'printer.local', 'metadata', '[fe80::1]', '[64:ff9b::a9fe:a9fe]', '[::ffff:0:7f00:1]', '[::7f00:1]', '198.18.0.1'])
      expect(hostRefusal(host, []), host).toBeDefined()
    expect(hostRefusal('hooks.example.com', [])).toBeUndefined()
    expect(hostRefusal('127.0.0.1', ['127.0.0.1'])).toBeUndefined()
    expect(hostRefusal('receiver.localhost.', ['receiver.localhost'])).toBeUndefined()
    expect(allowedHostsFrom({ WEBHOOK_ALLOWED_HOSTS: ' 127.0.0.1, Receiver.Lan.  [::1]' })).toEqual(['127.0.0.1', 'receiver.lan', '::1'])
    expect(allowedHostsFrom({})).toEqual([])
  })

  it('check every address a name resolves to when connecting, and connect to the one checked', async () => {
    const table: Record<string, { address: string; family: number }[]> = {
      '127.0.0.1.nip.io': [{ address: '127.0.0.1', family: 4 }],
      'hosts-file.example': [{ address: '10.0.0.7', family: 4 }],
      'split.example': [{ address: '93.184.215.14', family: 4 }, { address: '::1', family: 6 }],
      'public.example': [{ address: '93.184.215.14', family: 4 }],
    }
    const resolve: Resolve = async (host) => table[host] ?? []
    const look = (host: string, allowed: string[] = []) =>
      new Promise<string>((done) => checkedLookup(allowed, resolve)(host, {}, (error, address) => done(error ? `refused: ${error.message}` : String(address))))
    expect(await look('127.0.0.1.nip.io')).toBe('refused: 127.0.0.1.nip.io resolves to 127.0.0.1, a loopback address')
    expect(await look('hosts-file.example')).toBe('refused: hosts-file.example resolves to 10.0.0.7, a private address')
    expect(await look('split.example')).toBe('refused: split.example resolves to ::1, a loopback address')
    expect(await look('public.example')).toBe('93.184.215.14')
    expect(await look('hosts-file.example', ['hosts-file.example'])).toBe('10.0.0.7')
  })

  it('take only http(s) without credentials, and public hosts unless listed', () => {
    expect(webhookUrl([]).safeParse('ftp://example.com/').error?.issues[0]?.message).toBe('must start with https:// or http://')
    expect(webhookUrl([]).safeParse('https://user:pw@example.com/').success).toBe(false)
    expect(webhookUrl([]).safeParse('not a url').success).toBe(false)
    expect(webhookUrl([]).safeParse('http://127.0.0.1:9000/hook').error?.issues[0]?.message).toMatch(/^must be a public address: 127\.0\.0\.1 is a loopback address/)
    expect(webhookUrl(['127.0.0.1']).safeParse('http://127.0.0.1:9000/hook').success).toBe(true)
    expect(webhookUrl([]).safeParse('https://hooks.example.com/voix').success).toBe(true)
  })
})
