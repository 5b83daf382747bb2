import type { AnyField } from '../../catalogue/fields/fieldKind.ts'

/** A small seeded random source (mulberry32): the same seed gives the same values, so a corpus is reproducible. */
export function seeded(seed: string): () => number {
  let h = 1779033703 ^ seed.length
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// Words of resort prose: templates' words are swapped for these, so the text keeps its shape and length.
const words = (
  'sea sand palm reef lagoon terrace suite villa garden pool spa massage ritual breakfast dinner lunch chef menu tasting ' +
  'ocean breeze sunset sunrise morning evening family children couples wedding ceremony guests concierge butler lobby ' +
  'balcony view island coast bay cove cliff jungle river cenote ruins tour excursion snorkel dive kayak paddle yoga ' +
  'fitness tennis golf course club bar lounge cocktail wine cellar mezcal tequila coffee pastry market village town ' +
  'harbor marina yacht sail boat fishing shore tide wave shell coral turtle dolphin whale bird flower orchid mango ' +
  'papaya lime coconut cacao vanilla spice salsa taco ceviche grill oven fire lantern candle music dance festival ' +
  'season summer winter spring autumn holiday weekend offer package upgrade transfer airport shuttle arrival stay ' +
  'night nights room rooms king queen double private plunge rooftop infinity heated quiet adults friendly welcome warm ' +
  'golden white blue green quiet calm bright fresh local daily nightly exclusive included complimentary signature ' +
  'gentle classic modern elegant relaxed vibrant authentic hidden secret favorite perfect unforgettable serene'
).split(' ')

/** Prose with every word of three or more letters swapped for one of `words`, capitals kept; tags and entities untouched. */
export function varyProse(text: string, random: () => number): string {
  return text
    .split(/(<[^>]*>|&[#a-z0-9]+;)/i)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/[A-Za-z]{3,}/g, (word) => {
            const next = words[Math.floor(random() * words.length)]!
            return word[0] === word[0]!.toUpperCase() ? next[0]!.toUpperCase() + next.slice(1) : next
          }),
    )
    .join('')
}

export interface VaryContext {
  random: () => number
  /** A seed that tells this value apart from every other in the corpus (page, block and field). */
  seed: string
  /** A path of a page of the corpus, for links between pages. */
  pagePath: () => string
}

/** Media URLs made per value: real sites carry an image per story, not one per block type. */
function imageUrl(url: string, { seed }: VaryContext): string {
  const name = url.split('/').pop()?.replace(/[^A-Za-z0-9.-]/g, '') || 'image.jpg'
  return `https://images.voix-bench.example/${seed}/${name}`
}

/** Walks a custom field's value: prose (strings with a space), image and link URLs are varied; other strings are kept, since they may be choices. */
function varyDeep(value: unknown, ctx: VaryContext, key = ''): unknown {
  if (typeof value === 'string') {
    if ((key === 'href' || key === 'url' || key === 'link') && value.startsWith('/')) return /\.(svg|png|jpe?g|webp|gif|avif)$/i.test(value) ? imageUrl(value, ctx) : ctx.pagePath()
    if (key === 'src' || key === 'image') return /^(\/|https:)/.test(value) && /\.(svg|png|jpe?g|webp|gif|avif)$/i.test(value) ? imageUrl(value, ctx) : value
    return / /.test(value) ? varyProse(value, ctx.random) : value
  }
  if (Array.isArray(value)) return value.map((item) => varyDeep(item, ctx, key))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, varyDeep(v, ctx, k)]))
  return value
}

/**
 * One field's value made its own: prose reworded, links pointed at other pages of the corpus, images given their
 * own URL and alt text. The result is checked by the field's schema and the given value kept if it fails, so every
 * value stays valid for its field kind (a time pattern, a length limit).
 */
export function varyFieldValue(kind: AnyField, value: unknown, ctx: VaryContext): unknown {
  if (value === null || value === undefined) return value
  let varied: unknown
  switch (kind.kind) {
    case 'text':
    case 'textarea':
    case 'wysiwyg': {
      if (typeof value !== 'string' || !value) return value
      const prose = varyProse(value, ctx.random)
      varied = 'maxLength' in kind && prose.length > kind.maxLength ? value : prose
      break
    }
    case 'media': {
      const media = value as { url: string; alt: string }
      varied = { url: imageUrl(media.url, ctx), alt: media.alt ? varyProse(media.alt, ctx.random) : `${varyProse('View of the garden terrace', ctx.random)}` }
      break
    }
    case 'link': {
      const link = value as Record<string, unknown>
      const target = 'href' in link ? 'href' : 'url'
      varied = { ...link, [target]: typeof link[target] === 'string' && String(link[target]).startsWith('/') ? ctx.pagePath() : link[target], text: varyProse(String(link.text ?? ''), ctx.random) }
      break
    }
    case 'custom':
      varied = varyDeep(value, ctx)
      break
    default:
      return value
  }
  return kind.schema.safeParse(varied).success ? varied : value
}
