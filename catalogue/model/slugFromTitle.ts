/**
 * A slug suggested from a title, as the Slug schema takes it: 'Summer Swim-Up Sale — 40 % off!' →
 * 'summer-swim-up-sale-40-off'. Accents are dropped (Cancún → cancun); anything else not a letter or digit
 * becomes one hyphen. Empty when the title has no letters or digits.
 */
export function slugFromTitle(title: string, maxLength = 100): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug.slice(0, maxLength).replace(/-+$/, '')
}
