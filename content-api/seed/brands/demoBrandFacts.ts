import type { BrandFacts, Subject } from './BrandFacts.ts'
import { boutiqueBrands } from './boutiqueBrands.ts'
import { hyattBrands } from './hyattBrands.ts'
import { partnerBrands } from './partnerBrands.ts'
import { playaBrands } from './playaBrands.ts'

/** Every demo brand with a site of its own, by site id. */
export const demoBrandFacts: readonly BrandFacts[] = [...hyattBrands, ...partnerBrands, ...playaBrands, ...boutiqueBrands]
export const brandFactsOf = new Map(demoBrandFacts.map((b) => [b.site, b]))

/** The pictures the brands' pages show, each a subject in a brand's light (brandPages.ts asks for these). */
export function wantedPictures(): [Subject, number][] {
  const wanted: [Subject, number][] = []
  for (const b of demoBrandFacts) {
    const subjects = new Set<Subject>([b.hero, 'suite', 'restaurant', 'wedding', ...b.experiences.map((e) => e.subject)])
    for (const s of subjects) wanted.push([s, b.mood])
    if (b.resorts.length > 1) wanted.push([b.experiences[1]!.subject, b.mood + 1])
  }
  // Playa Cares' own pictures (playaCaresSite.ts).
  wanted.push(['beach', 25], ['pool', 25])
  // The social card of pages that show only drawings (seedDemo.ts).
  wanted.push(['beach', 1])
  return wanted
}
