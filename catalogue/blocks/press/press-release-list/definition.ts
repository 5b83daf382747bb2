import { z } from 'zod'
import { link, number, text } from '../../../fields/index.ts'
import { SafeUrl } from '../../../fields/safeUrl.ts'
import { defineBlock } from '../../defineBlock.ts'
import { corporateLayouts } from '../../shared/layoutSets.ts'

/**
 * What the build hands the block as `data`: one entry per published page of the site that holds a Press release
 * detail block, read from that block's fields (title, date, location, summary, hero) and the page's path;
 * pressReleasesFromPages builds it from the site's published pages.
 */
export const PressReleaseListData = z.array(
  z
    .object({
      title: z.string().min(1, 'must not be empty').max(500),
      href: SafeUrl,
      date: z.string().regex(/^$|^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date such as 2026-12-31, or empty'),
      location: z.string().max(200).default(''),
      summary: z.string().max(2000).default(''),
      image: SafeUrl.optional(),
    })
    .strict(),
)
export type PressReleaseListData = z.infer<typeof PressReleaseListData>

export const pressReleaseListDefinition = defineBlock({
  name: 'Press release list',
  component: 'PressReleaseList',
  group: 'press',
  layouts: corporateLayouts,
  tags: ['press', 'news'],
  description:
    'The newsroom: every published press release page of the site, newest first, with date, dateline, summary and a link. The count limits it on a home page; the link leads to the full list.',
  database: true,
  fields: {
    title: text({ label: 'Title', default: 'Press releases', editorLabel: true }),
    limit: number({ label: 'How many to show', default: 0, min: 0, max: 100, step: 1, help: '0 shows all' }),
    allReleasesLink: link({ label: 'All releases link', help: 'Shown when the list is cut short' }),
    readMoreText: text({ label: 'Read more text', default: 'Read the release', maxLength: 60 }),
    emptyText: text({ label: 'Text when there are none', default: 'There are no press releases yet.', maxLength: 200 }),
  },
  templates: [{ label: 'Latest news', values: { title: 'Latest news', limit: 3, allReleasesLink: { href: '/press', text: 'All press releases' } } }],
})
