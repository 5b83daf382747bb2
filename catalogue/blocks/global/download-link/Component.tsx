import type { BlockComponent } from '../../defineBlock.ts'
import { linkHref } from '../../../fields/linkHref.ts'
import { isSafeUrl } from '../../../fields/checkUrl.ts'
import type { downloadLinkDefinition } from './definition.ts'

const DownloadLink: BlockComponent<typeof downloadLinkDefinition> = ({ values }) => {
  if (!values.link) return null
  const href = linkHref(values.link)
  if (!isSafeUrl(href)) return null
  const meta = [values.fileType, values.fileSize].filter(Boolean).join(', ')
  return (
    <p className="v-download">
      <a className="v-download__link" href={href} download>
        <span className="v-download__icon" aria-hidden="true" />
        <span>{values.link.text || 'Download'}</span>
        {meta && <span className="v-download__meta">({meta})</span>}
      </a>
    </p>
  )
}
export default DownloadLink
