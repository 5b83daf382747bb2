/** What a demo picture shows: each is drawn as a layered scene (demoPictures.ts). */
export type Subject = 'beach' | 'pool' | 'suite' | 'restaurant' | 'spa' | 'wedding' | 'golf'

/** One resort of a demo brand: the facts its pages, its record and its structured data all take from here. */
export interface ResortFacts {
  id: string
  name: string
  slug: string
  /** Street and district, as the address's first line. */
  street: string
  /** Postcode, city and region, as its second line. */
  locality: string
  city: string
  country: string
  phone: string
  stars: 4 | 5
  bookingCode: string
  adultsOnly?: boolean
  /** One or two sentences on what sets the resort apart. */
  blurb: string
}

export interface RoomFacts {
  title: string
  view: string
  squareFootage: number
  maxOccupancy: number
  bedding: string
  copy: string
}

export interface DiningFacts {
  name: string
  cuisine: string
  hours: string
}

export interface ExperienceFacts {
  title: string
  copy: string
  subject: Subject
}

export interface OfferFacts {
  title: string
  subtitle: string
  content: string
  terms: string
  percentOff?: number
  /** YYYY-MM-DD. */
  endDate: string
  slug: string
}

export interface StoryFacts {
  title: string
  slug: string
  excerpt: string
  /** Paragraphs, as plain text. */
  paragraphs: string[]
}

/**
 * A demo brand: one site of the family, written as its own marketing team would. The seed composes the site's
 * pages, records and pictures from these facts, so every page of a brand says the same thing about it.
 */
export interface BrandFacts {
  /** The site's id (its layout's id). */
  site: string
  name: string
  /** The hero's headline: the brand's promise. */
  promise: string
  /** The hero's copy, one sentence. */
  tagline: string
  /** The welcome under the booking bar: a heading and a paragraph in the brand's own voice. */
  welcome: { title: string; copy: string }
  /** What the home's hero shows; `mood` varies the light and colours of every picture of the brand. */
  hero: Subject
  mood: number
  adultsOnly?: boolean
  resorts: ResortFacts[]
  offer: OfferFacts
  rooms: RoomFacts[]
  dining: DiningFacts[]
  experiences: ExperienceFacts[]
  /** Where and how the brand's couples marry; brands without weddings leave it out. */
  weddings?: { venue: string; setting: 'beach' | 'garden' | 'terrace' | 'chapel'; copy: string; guests: number }
  stories: StoryFacts[]
  /** The social account the contact block links to, e.g. '@hyattziva'. */
  social: string
}
