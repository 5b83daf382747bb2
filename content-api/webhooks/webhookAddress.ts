import { lookup as dnsLookup } from 'node:dns/promises'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

/*
 * Where webhook deliveries may go. A receiver must be a public address: loopback, private, link-local,
 * unique-local, shared (carrier-grade NAT), multicast, broadcast, reserved and documentation ranges, and the
 * IPv6 forms that carry an IPv4 address (mapped, translated, NAT64, 6to4, Teredo) are refused, unless an admin
 * lists the host explicitly (WEBHOOK_ALLOWED_HOSTS). The ranges are ipaddr.js's (a maintained classification of the
 * IANA special-purpose registries), not ours. Names are checked where it counts, when a delivery connects: every
 * address the name resolves to, and the connection is made to the address that was checked (no second lookup a
 * name could answer differently).
 */

/** ipaddr.js's range names, in words for the message an admin reads. */
const rangeWords: Record<string, string> = {
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
  private: 'a private address',
  reserved: 'a reserved address',
  uniqueLocal: 'a unique-local address',
  ipv4Mapped: 'an IPv4-mapped address',
  rfc6145: 'an IPv4-translated address',
  rfc6052: 'a NAT64 address',
  '6to4': 'a 6to4 address',
  teredo: 'a Teredo address',
  benchmarking: 'a benchmarking address',
  amt: 'a multicast tunnel (AMT) address',
  as112: 'an AS112 address',
  as112v6: 'an AS112 address',
  deprecated: 'a deprecated address',
  orchid2: 'an ORCHIDv2 address',
}

/** The IANA global unicast block: IPv6 outside it (such as the old IPv4-compatible ::a.b.c.d) is not a public receiver. */
const globalUnicast = ipaddr.parseCIDR('2000::/3')

/** Why an IP address may not receive webhooks (its kind, in words), or undefined when it is a public one. */
export function addressRefusal(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '')
  if (!ipaddr.isValid(bare)) return 'not an IP address'
  // IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it carries.
  const ip = ipaddr.process(bare)
  const range = ip.range()
  if (range !== 'unicast') return rangeWords[range] ?? `a ${range} address`
  if (ip.kind() === 'ipv6' && !ip.match(globalUnicast)) return 'an IPv6 address outside the public range'
  return undefined
}

/** A host as compared: lower case, no brackets, no final dot (`localhost.` is `localhost`). */
export const normalHost = (host: string) => host.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '')

/** Names that stay on the machine or its network by definition (RFC 6761, 6762, 8375, and the cloud metadata names). */
const localNames = /(^|\.)(localhost|local|internal|home\.arpa|lan|intranet)$/

/** The hosts an admin allows although they are not public, from WEBHOOK_ALLOWED_HOSTS (comma or space separated). */
export function allowedHostsFrom(env: Record<string, string | undefined> = process.env): string[] {
  return (env.WEBHOOK_ALLOWED_HOSTS ?? '').split(/[\s,]+/).map(normalHost).filter(Boolean)
}

/**
 * Why a URL's host may not receive webhooks, as far as its text tells (a literal address, a local name, a name
 * without a domain), or undefined. Names are checked again, by what they resolve to, when a delivery connects.
 */
export function hostRefusal(hostname: string, allowedHosts: readonly string[]): string | undefined {
  const host = normalHost(hostname)
  if (allowedHosts.includes(host)) return undefined
  if (isIP(host)) {
    const why = addressRefusal(host)
    return why && `${host} is ${why}`
  }
  if (localNames.test(host)) return `${host} is a name on this machine or its network`
  if (!host.includes('.')) return `${host} has no domain; names without one resolve on the local network`
  return undefined
}

/** Answers every address a name resolves to (dns.lookup, as a connection would, by default). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>
export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true })

/** A refusal to connect, told apart from the network's own errors. */
export class AddressRefused extends Error {
  readonly code = 'EVOIXADDRESS'
}

/**
 * The `lookup` of a delivery's connection: resolves the name, refuses it when any address it resolves to is not
 * public (unless the host is listed), and connects to the first address so checked.
 */
export function checkedLookup(allowedHosts: readonly string[], resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    const listed = allowedHosts.includes(normalHost(hostname))
    resolve(hostname)
      .then((addresses) => {
        if (!addresses.length) throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' })
        if (!listed)
          for (const { address } of addresses) {
            const why = addressRefusal(address)
            if (why) throw new AddressRefused(`${hostname} resolves to ${address}, ${why}`)
          }
        const wanted = addresses.filter((a) => !options.family || a.family === options.family)
        if (!wanted.length) throw Object.assign(new Error(`${hostname} has no IPv${options.family} address`), { code: 'ENOTFOUND' })
        if (options.all) callback(null, wanted)
        else callback(null, wanted[0]!.address, wanted[0]!.family)
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0))
  }
}
