import type { BlockComponent } from '../../defineBlock.ts'
import type { feathersDividerDefinition } from './definition.ts'

// One feather: a quill with vanes either side; repeated along the row at varying tilts.
const feather = 'M0 100C-2 70-1 40 0 0 M0 10C-14 30-16 60-4 92 M0 10C14 30 16 60 4 92 M0 30l-10-8 M0 45l-12-8 M0 60l-11-8 M0 30l10-8 M0 45l12-8 M0 60l11-8'
const tilts = [-18, 8, -6, 14, -12, 4, -20, 10, -4, 16, -10, 6]

const FeathersDivider: BlockComponent<typeof feathersDividerDefinition> = ({ values }) => (
  <div className="v-feathers" style={{ height: `${values.height}px` }} aria-hidden="true">
    <svg viewBox="0 0 1200 120" preserveAspectRatio="none" width="100%" height="100%" style={values.flip ? { transform: 'scaleY(-1)' } : undefined}>
      {tilts.map((tilt, i) => (
        <path key={i} d={feather} transform={`translate(${50 + i * 100} 10) rotate(${tilt} 0 100)`} fill="none" stroke={values.color || '#92dbd0'} strokeWidth="2.5" strokeLinecap="round" />
      ))}
    </svg>
  </div>
)
export default FeathersDivider
