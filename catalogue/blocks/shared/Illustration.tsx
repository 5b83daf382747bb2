import type { Illustration as IllustrationName } from './blockOptions.ts'

// Inline line drawings: one path each, coloured by currentColor, so they cost no request and follow the block's text colour.
const paths: Record<Exclude<IllustrationName, 'none'>, string> = {
  seahorse:
    'M60 10c-14 0-24 9-24 21 0 6 3 10 3 10l-15 6 16 3c-2 9 3 16 10 21 8 6 9 14 3 20-6 6-16 4-18-4-1-6 4-10 8-8 M60 10c10 0 16 8 14 18-2 8-10 12-14 18-4 7 0 13 6 18 9 7 11 22 0 31-12 9-30 3-30-11 M62 20a3 3 0 1 0 0.1 0',
  sisserou:
    'M30 90c10-20 14-40 30-52 12-9 28-8 36 2 6 8 4 18-4 22-6 3-13 0-14-6 M96 40c6-2 12 0 14 6-6-1-10 1-14 4 M60 38c-10 14-14 32-10 52 M46 62c-8 2-16 8-20 16 M50 90l-6 20 M58 90l4 20 M84 34a3 3 0 1 0 0.1 0',
  turtle:
    'M20 60c0-18 18-32 40-32s40 14 40 32c0 6-8 10-40 10S20 66 20 60z M40 34l10 18 20 0 10-18 M50 52l-10 18 M70 52l10 18 M100 58c8-4 16-2 18 4-4 4-10 4-18 2 M30 70l-10 12 M90 70l10 12 M22 60l-12 4',
}

/** A decorative line drawing; hidden from assistive technology because it carries no content. */
export function Illustration({ name, className }: { name: IllustrationName; className?: string }) {
  if (name === 'none') return null
  return (
    <svg className={['v-illustration', `v-illustration--${name}`, className].filter(Boolean).join(' ')} viewBox="0 0 128 128" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
