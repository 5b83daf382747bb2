import { z } from 'zod'
import { checkbox, custom, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const maxTableCells = 6

/** A text row keeps its cells in one string separated by '|', as editors type them. */
export const TableRow = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('text'),
      cells: z
        .string()
        .max(2000)
        .refine((s) => s.split('|').length <= maxTableCells, `a text row holds at most ${maxTableCells} cells separated by |`),
    })
    .strict(),
  z
    .object({
      type: z.literal('contact'),
      name: z.string().max(200),
      phone: z.string().max(50).regex(/^[\d +().-]*$/, 'must be a phone number'),
      email: z.email('must be an email address').or(z.literal('')),
    })
    .strict(),
])
export type TableRow = z.infer<typeof TableRow>

export const tableDefinition = defineBlock({
  name: 'Table',
  component: 'GlobalTable',
  group: 'global',
  layouts: ['*'],
  tags: ['table', 'contact'],
  description: 'Rows of text cells, or contact rows of name, phone and email.',
  fields: {
    caption: text({ label: 'Caption', editorLabel: true }),
    headerRow: checkbox({ label: 'First row is a header', default: true }),
    striped: checkbox({ label: 'Striped', default: true, group: 'Style' }),
    fullWidth: checkbox({ label: 'Full width', default: false, group: 'Style' }),
    smallText: checkbox({ label: 'Small text', default: false, group: 'Style' }),
    rows: custom({ label: 'Rows', editor: 'table-rows', schema: z.array(TableRow).max(500, 'must have at most 500 rows'), default: [] }),
  },
  templates: [
    {
      label: 'Restaurant hours',
      values: {
        caption: 'Restaurants',
        rows: [
          { type: 'text', cells: 'Restaurant|Cuisine|Hours' },
          { type: 'text', cells: 'Mar y Sol|Seafood|6 pm – 10 pm' },
          { type: 'text', cells: 'La Terraza|Mexican|7 am – 11 pm' },
          { type: 'contact', name: 'Concierge', phone: '+52 998 555 0100', email: 'concierge@example.com' },
        ],
      },
    },
  ],
})
