/** The catch-all error screen shows one of these at random: an error is no reason to spoil the holiday. */
export const errorHeadlines = [
  'Well, this is awkward.',
  'Our page went for a swim and has not come back.',
  'This page is still at the swim-up bar.',
  'Somebody forgot to pack this page.',
  'This page took an extra day of vacation.',
  'Lost at sea (but the view is great).',
  'This page is running on island time.',
  'We searched every cabana. Nothing.',
  'Even the concierge is stumped.',
  'This page checked out early.',
  'A seagull ran off with this page.',
  'Oops! Sand in the gears.',
  'The tide took this one.',
  'Houston, we have a piña colada.',
  'Our hammock gave way.',
  'That is not on the all-inclusive menu.',
  'This page is snorkeling somewhere.',
  'Something went sideways on the way to the beach.',
  'Error: too much sunshine.',
] as const

export function randomHeadline(random = Math.random): string {
  return errorHeadlines[Math.floor(random() * errorHeadlines.length)]!
}
