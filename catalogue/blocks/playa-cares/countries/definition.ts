import { z } from 'zod'
import { custom, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { OptionalSafeUrl } from '../../shared/optionalUrl.ts'
import { caresCountryIds, type CaresCountry } from './countries.ts'

export const PlayaCaresCountry = z
  .object({
    country: z.enum(caresCountryIds as [CaresCountry, ...CaresCountry[]], { error: `must be one of ${caresCountryIds.join(', ')}` }),
    projects: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be at least 0').max(10_000),
    copy: z.string().max(1000, 'must be at most 1000 characters'),
    href: OptionalSafeUrl,
  })
  .strict()

export const playaCaresCountriesDefinition = defineBlock({
  name: 'Playa Cares countries',
  component: 'PlayaCaresCountries',
  group: 'playa-cares',
  layouts: ['playa-cares', 'playaresorts'],
  tags: ['impact', 'community', 'destinations'],
  description: 'The countries where Playa Cares works, each with its number of projects, a short story and a link to them. Each country can appear once.',
  fields: {
    title: text({ label: 'Title', default: 'Where we work', editorLabel: true }),
    intro: wysiwyg({ label: 'Introduction' }),
    countries: custom({
      label: 'Countries',
      editor: 'cares-countries',
      schema: z
        .array(PlayaCaresCountry)
        .max(caresCountryIds.length)
        .refine((list) => new Set(list.map((c) => c.country)).size === list.length, 'must list each country once'),
      default: [],
    }),
  },
  templates: [
    {
      label: 'Three countries',
      values: {
        countries: [
          { country: 'mexico', projects: 14, copy: 'School meals and reef restoration in Quintana Roo and Jalisco.', href: '/playa-cares/mexico' },
          { country: 'dominican-republic', projects: 6, copy: 'Clean water for villages around Punta Cana.', href: '/playa-cares/dominican-republic' },
          { country: 'jamaica', projects: 5, copy: 'Reading programmes in Montego Bay schools.', href: '' },
        ],
      },
    },
  ],
})
