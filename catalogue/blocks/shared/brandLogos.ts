// Kept free of zod: brand listing components resolve logo files in the public site's browser bundle.

/** The brand logos a resort listing may show, as the catalogue's svgLogo select offers them (15). */
export const brandLogos = {
  'hyatt-ziva': 'Hyatt Ziva',
  'hyatt-zilara': 'Hyatt Zilara',
  'hyatt-vivid': 'Hyatt Vivid',
  'hyatt-secrets': 'Secrets Resorts',
  'hyatt-dreams': 'Dreams Resorts',
  'hyatt-sunscape': 'Sunscape Resorts',
  hilton: 'Hilton All-Inclusive',
  'hilton-yucatan': 'Hilton Yucatan',
  'wyndham-alltra': 'Wyndham Alltra',
  jewel: 'Jewel Resorts',
  sanctuary: 'Sanctuary Cap Cana',
  kimpton: 'Kimpton Aluna',
  'panama-jack': 'Panama Jack Resorts',
  'infinity-luxury': 'Infinity Luxury',
  'playa-collection': 'The Playa Collection',
} as const
export type BrandLogo = keyof typeof brandLogos
export const brandLogoNames = Object.keys(brandLogos) as BrandLogo[]

/** Where each logo file is served from (SVG wordmarks shipped with the site's public files). */
export function brandLogoUrl(logo: BrandLogo): string {
  return `/demo/logos/${logo}.svg`
}
