import { z } from 'zod'
import { custom, text, wysiwyg } from '../../../fields/index.ts'
import { SafeUrl } from '../../../fields/safeUrl.ts'
import { defineBlock } from '../../defineBlock.ts'
import { resortLayouts } from '../../shared/layoutSets.ts'
import type { WeddingPackage as WeddingPackageValue } from './weddingPackage.ts'

export const maxWeddingPackages = 6

export const WeddingPackage = z
  .object({
    name: z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
    price: z.number({ error: 'must be a number' }).int('must be a whole amount').min(0, 'must be at least 0').max(10_000_000),
    currency: z.enum(['USD', 'EUR', 'GBP', 'CAD', 'MXN'], { error: 'must be one of USD, EUR, GBP, CAD, MXN' }),
    guests: z.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(5000),
    inclusions: z
      .string()
      .max(4000)
      .refine((s) => s.split('\n').filter((l) => l.trim()).length <= 20, 'must list at most 20 inclusions, one per line'),
    link: z.object({ href: SafeUrl, text: z.string().max(100) }).strict().nullable(),
    highlighted: z.boolean(),
  })
  .strict() satisfies z.ZodType<WeddingPackageValue>

export const weddingsPackagesDefinition = defineBlock({
  name: 'Weddings packages',
  component: 'WeddingsPackages',
  group: 'weddings',
  layouts: resortLayouts,
  tags: ['weddings', 'packages', 'pricing'],
  description:
    'Wedding packages side by side, up to six: name, starting price, guests included, what is included (one per line) and a link to enquire. One may be highlighted as the favourite. The catalogue does not show its fields; these are what couples compare.',
  fields: {
    title: text({ label: 'Title', default: 'Wedding packages', editorLabel: true }),
    intro: wysiwyg({ label: 'Introduction' }),
    packages: custom({
      label: 'Packages',
      editor: 'wedding-packages',
      schema: z.array(WeddingPackage).max(maxWeddingPackages, `must have at most ${maxWeddingPackages} packages`),
      default: [],
    }),
    fromText: text({ label: 'Price prefix', default: 'From', group: 'Wording', maxLength: 30 }),
    onRequestText: text({ label: 'Text without a price', default: 'Price on request', group: 'Wording', maxLength: 60 }),
  },
  templates: [
    {
      label: 'Three packages',
      values: {
        intro: '<p>Every package includes a wedding coordinator, the ceremony venue and the bridal suite.</p>',
        packages: [
          { name: 'Sunset', price: 2500, currency: 'USD', guests: 20, inclusions: 'Beach ceremony\nBouquet and boutonnière\nCake for 20', link: null, highlighted: false },
          { name: 'Paradise', price: 4900, currency: 'USD', guests: 40, inclusions: 'Beach or garden ceremony\nPrivate cocktail hour\nThree-course dinner\nPhotographer for 2 hours', link: { href: '/weddings/contact', text: 'Enquire' }, highlighted: true },
          { name: 'Forever', price: 0, currency: 'USD', guests: 0, inclusions: 'Any venue\nYour own menu\nLive band', link: { href: '/weddings/contact', text: 'Enquire' }, highlighted: false },
        ],
      },
    },
  ],
})
