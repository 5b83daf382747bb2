import { text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/**
 * Where a shared section goes on a page. The page stores only the section's id; the build puts the section's
 * blocks in its place (catalogue/model/sections/expandSections.ts), so editing the section changes every page
 * using it. The studio inserts it from the block picker's sections, not as a block of its own.
 */
export const sharedSectionDefinition = defineBlock({
  name: 'Shared section',
  component: 'GlobalSharedSection',
  group: 'global',
  layouts: ['*'],
  tags: ['section', 'shared'],
  description: 'Blocks kept in one place and shown on many pages: change the section and every page using it follows.',
  fields: {
    section: text({ label: 'Section', maxLength: 100, default: '' }),
    name: text({ label: 'Section name', editorLabel: true, maxLength: 120, default: 'Shared section' }),
  },
})
