import type { BlockComponent } from '../../defineBlock.ts'
import type { rainbowBarDefinition } from './definition.ts'

const RainbowBar: BlockComponent<typeof rainbowBarDefinition> = ({ values, field }) => (
  <div className="v-rainbow-bar" style={{ height: `${values.height}px` }} role={values.cursiveText ? undefined : 'presentation'}>
    {values.cursiveText && (
      <span className="v-rainbow-bar__script" style={{ opacity: values.cursiveOpacity }} {...field('cursiveText')}>
        {values.cursiveText}
      </span>
    )}
  </div>
)
export default RainbowBar
