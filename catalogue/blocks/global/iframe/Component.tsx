import type { BlockComponent } from '../../defineBlock.ts'
import type { iframeDefinition } from './definition.ts'

const Iframe: BlockComponent<typeof iframeDefinition> = ({ values }) => {
  if (!/^https:\/\//.test(values.iframeUrl)) return null
  return (
    <div className="v-iframe">
      <iframe src={values.iframeUrl} title={values.title} height={values.height} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" />
    </div>
  )
}
export default Iframe
