import { z } from 'zod'
import { custom, link, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { backgroundColorField, titleTagField } from '../../shared/commonFields.ts'

export const maxStats = 6

export const PlayaCaresStat = z
  .object({
    value: z.string().min(1, 'must not be empty').max(20, 'must be at most 20 characters, such as 25,000+'),
    label: z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  })
  .strict()

export const playaCaresStatsDefinition = defineBlock({
  name: 'Playa Cares stats',
  component: 'PlayaCaresStats',
  group: 'playa-cares',
  layouts: ['playa-cares', 'playaresorts', 'playa-collection'],
  tags: ['impact', 'numbers', 'community'],
  description: 'Playa Cares in numbers: up to six big figures with what they count (meals served, trees planted…), on one of the collection’s background colours.',
  fields: {
    title: text({ label: 'Title', editorLabel: true }),
    titleTag: titleTagField('h2'),
    intro: wysiwyg({ label: 'Introduction' }),
    stats: custom({ label: 'Figures', editor: 'stats', schema: z.array(PlayaCaresStat).max(maxStats, `must have at most ${maxStats} figures`), default: [] }),
    backgroundColor: backgroundColorField(),
    link: link({ label: 'Link' }),
  },
  templates: [
    {
      label: 'Our impact in 2025',
      values: {
        title: 'Our impact in 2025',
        backgroundColor: 'gold',
        stats: [
          { value: '48,000', label: 'meals shared with local families' },
          { value: '12,500', label: 'mangrove trees planted' },
          { value: '3,200', label: 'volunteer hours by our team' },
        ],
        link: { href: '/playa-cares/get-involved', text: 'Get involved' },
      },
    },
  ],
})
