import type { BlockComponent } from '../../defineBlock.ts'
import type { privacyPolicyRowDefinition } from './definition.ts'

const PrivacyPolicyRow: BlockComponent<typeof privacyPolicyRowDefinition> = ({ values, field }) => {
  const { category, examples, collected, collectedText, notCollectedText } = values
  return (
    <div className={`v-privacy-row${collected ? ' v-privacy-row--collected' : ''}`} role="row">
      <div role="cell" {...field('category')}>
        {category}
      </div>
      <div role="cell" {...field('examples')}>
        {examples}
      </div>
      <div role="cell" className="v-privacy-row__collected">
        {collected ? collectedText : notCollectedText}
      </div>
    </div>
  )
}
export default PrivacyPolicyRow
