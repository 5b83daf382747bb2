import { contentTypes } from '../serve/contentTypes.ts'
import { cachePolicies } from './cachePolicies.ts'
import { shortLivedOfSite, type SiteRules } from './hostFiles.ts'

/**
 * Text as an nginx double-quoted string. nginx reads `$` there as a variable and has no escape for it, so text
 * holding one (or a quote, a backslash or a control character) is refused, naming it; addresses are encoded first.
 */
function quoted(text: string): string {
  if (/[\u0000-\u001f\u007f"\\$]/.test(text)) throw new Error(`'${text}' holds a character the nginx configuration cannot carry (a quote, backslash, dollar sign or control character)`)
  return `"${text}"`
}

/** An address with the characters `quoted` refuses percent-encoded, as a browser would send them anyway. */
const encodedAddress = (address: string) => address.replace(/[\u0000-\u0020\u007f"\\$]/g, (ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)

/** The live server's content types (build/serve/contentTypes.ts), so nginx answers each file with the same one. */
function typesBlock(): string {
  const byType = new Map<string, string[]>()
  for (const [ext, type] of Object.entries(contentTypes)) {
    const bare = type.replace(/;.*$/, '')
    byType.set(bare, [...(byType.get(bare) ?? []), ext.slice(1)])
  }
  return `types { ${[...byType].map(([type, exts]) => `${type} ${exts.join(' ')};`).join(' ')} }`
}

/** A path keyword as a regular expression matching it literally: the characters of a path only, a dot in brackets. */
function literal(keyword: string): string {
  if (!/^[a-z0-9._~-]+$/i.test(keyword)) throw new Error(`the path keyword '${keyword}' of a moved site holds characters no page path has (letters, digits, '.', '_', '~' and '-' only)`)
  return keyword.replaceAll('.', '[.]')
}

/** A host name as it may follow `$scheme://` in a redirect: letters, digits, dots and hyphens only. */
function hostName(host: string): string {
  if (!/^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/i.test(host)) throw new Error(`the moved site's host '${host}' is not a host name`)
  return host
}

/**
 * An nginx include that makes nginx answer an exported site as the live server does: the same moves (scheme and
 * port kept), trailing-slash redirects, redirect records, security and cache headers, pages at their slashless
 * paths from `{path}/index.html` without nginx's own slash redirect for folders, the not-found page with 404, and
 * `/api/` passed on to the content API. For a `server` block whose `root` is the site's folder; the `http` block
 * includes `mime.types` (README, "Hosting the export", has the whole configuration).
 */
export function nginxInclude(slug: string, rules: SiteRules): string {
  const headers = (cache: string) =>
    [...Object.entries(rules.security), ['Cache-Control', cache]].map(([name, value]) => `add_header ${name} ${quoted(value!)} always;`).join(' ')
  const lines = [
    `# The site '${slug}' for nginx, written by the export; include it in the server block whose root is its folder.`,
    // Redirects nginx makes itself name no host: behind a proxy or on another port they stay right.
    'absolute_redirect off;',
    'server_tokens off;',
    typesBlock(),
    'default_type application/octet-stream;',
    'charset utf-8;',
    `charset_types ${[...new Set(Object.values(contentTypes).filter((t) => t.includes('charset=utf-8')).map((t) => t.replace(/;.*$/, '')))].filter((t) => t !== 'text/html').join(' ')};`,
    'error_page 404 /404.html;',
  ]
  const moved = rules.moved
  if (moved) {
    const toHost = hostName(moved.toHost)
    // The move comes first, as on the server, for everything but the shared files (hashed assets, public files).
    lines.push('set $voix_port "";', 'if ($http_host ~ "(:[0-9]+)$") { set $voix_port $1; }')
    if (moved.pathKeywords.length) {
      lines.push('set $voix_moved "";', `if ($uri ~* ${quoted(moved.pathKeywords.map((k) => literal(k.toLowerCase())).join('|'))}) { set $voix_moved 1; }`)
    } else lines.push('set $voix_moved 1;')
    // Nor the not-found page a missing asset is answered with (error_page runs this phase again for it).
    lines.push('if ($uri ~ "^/(assets/|404[.]html$)") { set $voix_moved ""; }')
    for (const file of rules.shortLived ?? []) if (!shortLivedOfSite(file)) lines.push(`if ($uri = ${quoted(file)}) { set $voix_moved ""; }`)
    // The move's answer carries the site's headers too (every location sets its own, so only it gets these).
    lines.push(headers(cachePolicies.page), `if ($voix_moved) { return 301 $scheme://${toHost}$voix_port$request_uri; }`)
  }
  lines.push(`location ^~ /assets/ { ${headers(cachePolicies.immutable)} try_files $uri =404; }`)
  lines.push(`location ^~ /media/ { ${headers(cachePolicies.immutable)} try_files $uri =404; }`)
  lines.push(`location ^~ /builds/ { ${headers(cachePolicies.manifest)} try_files $uri =404; }`)
  for (const file of rules.shortLived ?? []) lines.push(`location = ${quoted(file)} { ${headers(cachePolicies.short)} try_files $uri =404; }`)
  if (rules.apiOrigin) lines.push(`location ^~ /api/ { proxy_pass ${quoted(rules.apiOrigin)}; proxy_ssl_server_name on; proxy_set_header X-Forwarded-Proto $scheme; }`)
  for (const [from, { to, statusCode }] of Object.entries(rules.redirects)) {
    if (![301, 302, 307, 308].includes(statusCode)) throw new Error(`the redirect from ${from} has status ${statusCode}, not a redirect`)
    lines.push(`location = ${quoted(from)} { ${headers(cachePolicies.page)} return ${statusCode} ${quoted(encodedAddress(to)).slice(0, -1)}$is_args$args"; }`)
  }
  // '/rooms/' → '/rooms' from the path as sent ($request_uri), so an encoded '/%2f…' never becomes '//host'.
  lines.push(
    `location ~ "^/.+/$" { ${headers(cachePolicies.page)} if ($request_uri ~ "^/+([^?]*?)/*(\\?.*)?$") { return 301 /$1$2; } return 301 /; }`,
  )
  // `$uri` alone never matches a folder, so '/rooms' is the page in rooms/index.html, with no slash added.
  lines.push(`location / { ${headers(cachePolicies.page)} try_files $uri $uri/index.html =404; }`)
  return lines.map((l) => `${l}\n`).join('')
}
