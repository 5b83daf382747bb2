import { link, select, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const downloadLinkDefinition = defineBlock({
  name: 'Download link',
  component: 'GlobalDownloadLink',
  group: 'global',
  layouts: ['*'],
  tags: ['download', 'file', 'link'],
  description: 'A link to a file (menu, brochure, fact sheet) with its type and size, that downloads instead of opening.',
  fields: {
    link: link({ label: 'File', editorLabel: true }),
    fileType: select({ label: 'File type', options: ['PDF', 'DOCX', 'XLSX', 'ZIP', 'JPG', 'PNG'], default: 'PDF' }),
    fileSize: text({ label: 'File size (as shown, e.g. 2.4 MB)', maxLength: 20 }),
  },
  templates: [{ label: 'Resort fact sheet', values: { link: { href: '/demo/fact-sheet.pdf', text: 'Download the resort fact sheet' }, fileSize: '1 KB' } }],
})
