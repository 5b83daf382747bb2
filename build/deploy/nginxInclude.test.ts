import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { nginxConfig, nginxPath } from '../testing/startNginx.ts'
import { exportHeadersFile, exportRedirectsFile, type SiteRules } from './hostFiles.ts'
import { nginxInclude } from './nginxInclude.ts'

const root = mkdtempSync(join(tmpdir(), 'voix-nginx-include-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const rules: SiteRules = {
  security: { 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN' },
  redirects: { '/offers': { to: '/specials', statusCode: 301 }, '/sale': { to: 'https://shop.example/?a=1&b="x"$host', statusCode: 302 } },
  moved: { toHost: 'other.localhost', pathKeywords: ['punta-cana', 'playa.del'] },
  shortLived: ['/favicon.svg', '/robots.txt', '/sitemap.xml'],
  // nginx looks the upstream's name up when it reads the configuration: a loopback one, so nothing leaves the machine.
  apiOrigin: 'http://127.0.0.1:9',
}

/** nginx's own check of a configuration holding the include (`nginx -t`), as the README's server block has it. */
function nginxAccepts(include: string): string {
  const dist = join(root, `dist-${Math.random().toString(36).slice(2)}`)
  mkdirSync(join(dist, '_nginx'), { recursive: true })
  mkdirSync(join(dist, 'demo'))
  writeFileSync(join(dist, 'hosts.json'), JSON.stringify({ hosts: { 'demo.localhost': 'demo' }, defaultSite: 'demo' }))
  writeFileSync(join(dist, '_nginx', 'demo.conf'), include)
  const prefix = join(dist, 'prefix')
  mkdirSync(prefix)
  writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(dist, 8, prefix))
  return execFileSync(nginxPath, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

describe('the nginx include of an exported site', () => {
  it('is a configuration nginx accepts, with every rule of the site', () => {
    const include = nginxInclude('demo', rules)
    expect(() => nginxAccepts(include)).not.toThrow()
    expect(include).toContain('location = "/offers" {')
    expect(include).toContain('return 301 "/specials$is_args$args"; }')
    // The quote and the dollar sign of an address are encoded: nothing of it is read as nginx syntax or a variable.
    expect(include).toContain('return 302 "https://shop.example/?a=1&b=%22x%22%24host$is_args$args"; }')
    expect(include).toContain('if ($uri ~* "punta-cana|playa[.]del") { set $voix_moved 1; }')
    expect(include).toContain('return 301 $scheme://other.localhost$voix_port$request_uri;')
    expect(include).toContain('location ^~ /api/ { proxy_pass "http://127.0.0.1:9";')
  })

  it('refuses what it cannot carry, naming it', () => {
    expect(() => nginxInclude('demo', { ...rules, moved: { toHost: 'other.localhost; return 200', pathKeywords: [] } })).toThrow("the moved site's host 'other.localhost; return 200' is not a host name")
    expect(() => nginxInclude('demo', { ...rules, moved: { toHost: 'other.localhost', pathKeywords: ['a"b'] } })).toThrow(`the path keyword 'a"b' of a moved site holds characters no page path has`)
    expect(() => nginxInclude('demo', { ...rules, security: { 'X-Test': 'a"; add_header X-Evil "1' } })).toThrow('holds a character the nginx configuration cannot carry')
    expect(() => nginxInclude('demo', { ...rules, redirects: { '/a$b': { to: '/b', statusCode: 301 } } })).toThrow("'/a$b' holds a character the nginx configuration cannot carry")
  })
})

describe('the _headers and _redirects of an exported site', () => {
  it('set each Cache-Control by one rule only, and pass /api/ on to the content API first', () => {
    const headers = exportHeadersFile(rules)
    expect(headers.startsWith("/*\n  Content-Security-Policy: default-src 'self'; frame-ancestors 'self'\n  X-Frame-Options: SAMEORIGIN\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n")).toBe(true)
    expect(headers.match(/^\/\*$/gm)).toHaveLength(1)
    expect(headers).not.toMatch(/^\/\*\n(?: {2}.*\n)*? {2}Cache-Control/m)
    expect(headers).toContain('/sitemap.xml\n  Cache-Control: public, max-age=300\n')
    expect(exportRedirectsFile('/offers /specials 301\n', { apiOrigin: 'https://cms.example.com' })).toBe('/api/* https://cms.example.com/api/:splat 200!\n/offers /specials 301\n')
    // A site that moved whole keeps serving the shared files, before its move.
    expect(exportRedirectsFile('/* https://other.example/:splat 301!\n', { moved: { toHost: 'other.example', pathKeywords: [] }, shortLived: ['/favicon.svg', '/sitemap.xml'] })).toBe(
      '/assets/* /assets/:splat 200\n/favicon.svg /favicon.svg 200\n/* https://other.example/:splat 301!\n',
    )
    expect(exportRedirectsFile('/offers /specials 301\n')).toBe('/offers /specials 301\n')
  })
})
