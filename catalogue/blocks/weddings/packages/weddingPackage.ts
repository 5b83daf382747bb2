// Kept free of zod: the component uses these in the browser.
export interface WeddingPackage {
  name: string
  /** Starting price in whole units of `currency`; 0 shows "Price on request". */
  price: number
  currency: string
  /** Guests included in the price; 0 hides it. */
  guests: number
  /** One inclusion per line, as planners list them. */
  inclusions: string
  link: { href: string; text: string } | null
  highlighted: boolean
}

// One formatter per currency: making an Intl.NumberFormat costs far more than formatting with one.
const formatters = new Map<string, Intl.NumberFormat>()

/** 'USD' 3500 → '$3,500'; whole units, since packages are priced in round figures. */
export function formatPrice(price: number, currency: string): string {
  let format = formatters.get(currency)
  if (!format) formatters.set(currency, (format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 })))
  return format.format(price)
}

export const inclusionLines = (inclusions: string) =>
  inclusions
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
