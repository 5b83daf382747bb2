import type { LinkValue } from './fieldKind.ts'

/** Both stored shapes reduced to what an anchor needs. */
export function linkHref(value: LinkValue): string {
  return 'href' in value ? value.href : value.url
}
