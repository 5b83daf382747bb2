import { select, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/** Database-backed: the build hands it every published fact sheet (FactSheet records) as `data`. */
export const factSheetsDefinition = defineBlock({
  name: 'Fact sheets',
  component: 'GlobalFactSheets',
  group: 'global',
  layouts: ['*'],
  tags: ['download', 'fact sheets', 'press'],
  description: 'Lists the fact sheets to download: the corporate ones only, or the corporate and the resorts’ together.',
  database: true,
  queryModels: ['fact-sheets'],
  fields: {
    title: text({ label: 'Title', editorLabel: true, default: 'Fact sheets' }),
    style: select({
      label: 'Which fact sheets',
      options: [
        { value: 'both', label: 'Corporate and resort fact sheets' },
        { value: 'corp_only', label: 'Corporate fact sheets only' },
      ],
      default: 'both',
    }),
  },
  templates: [
    { label: 'All fact sheets', values: { style: 'both' } },
    { label: 'Corporate only', values: { title: 'Corporate fact sheets', style: 'corp_only' } },
  ],
})
