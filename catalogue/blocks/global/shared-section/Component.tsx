import type { BlockComponent } from '../../defineBlock.ts'
import type { sharedSectionDefinition } from './definition.ts'

/**
 * Only a preview ever renders this: a build replaces the block with its section's blocks before rendering.
 * The preview shows where the section goes and which one it is.
 */
const SharedSection: BlockComponent<typeof sharedSectionDefinition> = ({ values }) => (
  <div className="v-shared-section">
    <p>Shared section: {values.name}</p>
  </div>
)
export default SharedSection
