import locales from './locales.json'

// The file as it is: the build checks it against LocalesFile (loadCollections.ts) before any page is made, and
// this module is bundled into the site's renderer, which should not carry the schema for one attribute.
const rightToLeft = new Set((locales as { code: string; direction: string }[]).filter((l) => l.direction === 'rtl').map((l) => l.code))

/** The writing direction of a page's locale, per the locales collection; a regional locale follows its language. */
export function localeDirection(code: string): 'ltr' | 'rtl' {
  return rightToLeft.has(code) || rightToLeft.has(code.split('-')[0]!) ? 'rtl' : 'ltr'
}
