/** `{path}/_payload.json?{buildId}`; a path with a host (or anything but a site path) is refused. */
export function payloadUrl(path: string, buildId: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || /^[a-z][a-z0-9+.-]*:/i.test(path))
    throw new Error(`A payload URL must be a path on this site, without a host: '${path}'`)
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '')
  return `${clean}/_payload.json?${encodeURIComponent(buildId)}`
}
